package io.opencab.app.cabinet.tickets;

import io.opencab.sas.tito.SecureEnhancedValidation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The host's side of secure enhanced validation as the SAS bridge keeps it, for tests: validation ID
 * 0x123456 from sequence 1; {@code seed} may be emptied (no host), {@code used} lists the sequences taken.
 */
public final class FakeHostValidation implements HostValidation {
    public Optional<Seed> seed = Optional.of(new Seed(0x123456, 1));
    public final List<Integer> used = new ArrayList<>();

    @Override
    public Optional<Seed> seed() {
        return seed;
    }

    @Override
    public void used(int sequence) {
        used.add(sequence);
        seed = seed.map(s -> new Seed(s.validationId(), SecureEnhancedValidation.next(sequence)));
    }
}
