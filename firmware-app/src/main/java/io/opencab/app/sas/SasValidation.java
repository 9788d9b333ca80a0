package io.opencab.app.sas;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.tickets.HostValidation;
import io.opencab.app.config.TitoKeys;
import io.opencab.app.config.TitoSettings;
import io.opencab.meters.HandpayRecord;
import io.opencab.meters.HandpayValidation;
import io.opencab.meters.TicketOuts;
import io.opencab.meters.TicketRecord;
import io.opencab.meters.TicketState;
import io.opencab.meters.ValidationSeed;
import io.opencab.sas.ValidationPolls;
import io.opencab.sas.tito.ValidationIds;
import io.opencab.sas.tito.ValidationRecord;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Secure enhanced validation over SAS (docs/tito.md, docs/sas.md "Ticket validation"): the cabinet's
 * {@link HostValidation} is the validation ID and sequence the host set with LP 4C; LP 4D reads the printed
 * tickets from the meter store's ticket journal (exception 3D is queued by the store when a ticket prints).
 */
public final class SasValidation implements HostValidation {
    private final ValidationIds ids;

    public SasValidation(ValidationIds ids) {
        this.ids = Objects.requireNonNull(ids, "ids");
    }

    @Override
    public Optional<Seed> seed() {
        int id = ids.id();
        return id == 0 ? Optional.empty() : Optional.of(new Seed(id, ids.nextSequence()));
    }

    @Override
    public void used(int sequence) {
        ids.used(sequence);
    }

    /**
     * At start-up: the validation ID the host set before the power cycle, carried on from the sequence number
     * of the last ticket journaled since (or the host's own when none was), so numbers never repeat.
     */
    static void restore(Cabinet cabinet, ValidationIds ids) {
        cabinet.withStore(s -> {
            TicketOuts t = TicketOuts.of(s);
            ValidationSeed seed = t.validationSeed();
            if (seed.id() != 0) {
                // The newest sequence number taken since the host set the ID: a ticket's or a validated handpay's.
                Map.Entry<Instant, Integer> current = Map.entry(seed.setAt(), seed.sequence());
                for (TicketRecord r : t.log(1)) {
                    current = newer(current, r.createdAt(), (int) r.sequence());
                }
                Optional<HandpayRecord> handpay = s.handpays(SasSnapshots.HANDPAY_QUEUE).stream()
                    .filter(h -> h.validation() != null).findFirst();
                if (handpay.isPresent()) {
                    current = newer(current, handpay.get().paidAt(), (int) handpay.get().validation().sequence());
                }
                ids.restore(seed.id(), current.getValue());
            }
            return null;
        });
    }

    private static Map.Entry<Instant, Integer> newer(Map.Entry<Instant, Integer> now, Instant at, int sequence) {
        return at.isBefore(now.getKey()) ? now : Map.entry(at, sequence);
    }

    /** Keeps what the host set with LP 4C in critical memory (off the link thread). */
    static void save(Cabinet cabinet, int id, int sequence) {
        cabinet.withStore(s -> TicketOuts.of(s).saveValidationSeed(id, sequence));
    }

    /** LP 4C/4D and 7B for {@code cabinet}'s configuration; LP 4D reads the snapshot's records ({@link #records}). */
    static ValidationPolls polls(Cabinet cabinet, ValidationIds ids) {
        Optional<TitoSettings> tito = TitoKeys.of(cabinet.config());
        int expiryDays = tito.map(TitoSettings::expiryDays).orElse(0);
        boolean redeems = TitoKeys.ticketIn(cabinet.config()).isPresent();
        return new ValidationPolls(ids, new io.opencab.sas.tito.TicketFeatures(true, redeems, expiryDays,
            TitoKeys.handpayReceipt(cabinet.config())));
    }

    /** Days a printed ticket can be redeemed ({@code tito.ticket.expiry.days}), 0 = never. */
    static int expiryDays(Cabinet cabinet) {
        return TitoKeys.of(cabinet.config()).map(TitoSettings::expiryDays).orElse(0);
    }

    /**
     * LP 4D's records, oldest first: the printed tickets of {@code log} and the validated handpays of {@code handpays}
     * (both newest first) in one buffer, in the order they were validated (docs/sas.md "Validated handpays"): a
     * ticket when it was journaled, a handpay when it was reset.
     */
    static List<ValidationRecord> records(List<TicketRecord> log, List<HandpayRecord> handpays, ZoneId zone,
            int expiryDays, long denominationCents) {
        List<Map.Entry<Instant, ValidationRecord>> all = new ArrayList<>();
        for (TicketRecord t : log) {
            if (t.state() == TicketState.PRINTED) {
                LocalDateTime at = LocalDateTime.ofInstant(t.createdAt(), zone);
                all.add(Map.entry(t.createdAt(), ValidationRecord.ticket(t.sequence(), at, t.validationNumber(),
                    t.cents(), t.ticketNumber(), expiryDays == 0 ? null : at.toLocalDate().plusDays(expiryDays))));
            }
        }
        for (HandpayRecord h : handpays) {
            HandpayValidation v = h.validation();
            if (v != null) {
                all.add(Map.entry(h.paidAt(), ValidationRecord.handpay(h.jackpot(),
                    v.receipt(), v.sequence(), LocalDateTime.ofInstant(h.paidAt(), zone), v.number(),
                    Math.multiplyExact(h.amount(), denominationCents), (int) (h.handpayId() % 10_000))));
            }
        }
        all.sort(Map.Entry.comparingByKey());
        List<ValidationRecord> out = new ArrayList<>();
        all.forEach(e -> out.add(e.getValue()));
        return out;
    }
}
