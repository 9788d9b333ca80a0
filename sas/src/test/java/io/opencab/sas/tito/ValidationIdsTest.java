package io.opencab.sas.tito;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The host's validation ID: kept by the cabinet on each change, restored at start-up (docs/tito.md). */
class ValidationIdsTest {

    @Test
    void aNewIdFromTheHostIsHandedOnToBeKeptOnceAndAReadOrARepeatIsNot() {
        ValidationIds ids = new ValidationIds();
        List<String> kept = new ArrayList<>();
        ids.onChange((id, seq) -> kept.add(id + "/" + seq));

        ids.set(0x123456, 0x10);
        ids.set(0x123456, 0x10);
        ids.set(0, 0);

        assertEquals(List.of("1193046/16"), kept);
    }

    @Test
    void aRestoredIdCarriesOnFromTheLastSequenceUsed() {
        ValidationIds ids = new ValidationIds();

        ids.restore(0x123456, 0x11);

        assertEquals(0x123456, ids.id());
        assertEquals(SecureEnhancedValidation.next(0x11), ids.nextSequence());
    }
}
