package io.opencab.sas;

import io.opencab.sas.tito.SecureEnhancedValidation;
import io.opencab.sas.tito.TicketFeatures;
import io.opencab.sas.tito.ValidationIds;
import io.opencab.sas.tito.ValidationRecord;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Long polls 4C and 4D (secure enhanced validation; docs/sas.md "Ticket validation"). Field layouts as the
 * public host implementations give them (the SAS document was not available): 4C carries the 3-byte
 * validation ID and 3-byte sequence number, binary, and is answered with the values now in use; 4D carries a
 * function code (00 the oldest ticket the host has not read, and marks it read; 01-1F the ticket at that
 * buffer index; FF look ahead at the one 00 would give) and is answered with type, index, date, time,
 * validation number, amount, ticket number, validation system ID, expiry and pool ID, or 31 zero bytes when
 * there is no such ticket. Only the link thread calls it.
 */
public final class ValidationPolls {
    /** Validation type 00: cashable ticket from a cash-out or win. */
    private static final int CASHABLE_TICKET = 0x00;
    private static final int NEVER_EXPIRES = 9999;
    private final ValidationIds ids;
    private final Supplier<List<ValidationRecord>> printed;
    /** Tickets the host has read with function 00 (in memory: after a restart it may read them again). */
    private final Set<Long> read = new HashSet<>();

    private final TicketFeatures features;

    /**
     * A cabinet that prints cashable tickets that never expire and redeems none (LP 7B reports that).
     *
     * @param printed the last printed tickets (at most 31 are reported), oldest first
     */
    public ValidationPolls(ValidationIds ids, Supplier<List<ValidationRecord>> printed) {
        this(ids, printed, new TicketFeatures(true, false, 0));
    }

    /** @param features what the cabinet does with tickets, from its configuration (LP 7B) */
    public ValidationPolls(ValidationIds ids, Supplier<List<ValidationRecord>> printed, TicketFeatures features) {
        this.ids = Objects.requireNonNull(ids, "ids");
        this.printed = Objects.requireNonNull(printed, "printed");
        this.features = Objects.requireNonNull(features, "features");
    }

    ValidationIds ids() {
        return ids;
    }

    TicketFeatures features() {
        return features;
    }

    byte[] setId(int address, byte[] b) {
        int id = (b[2] & 0xFF) | (b[3] & 0xFF) << 8 | (b[4] & 0xFF) << 16;
        int seq = (b[5] & 0xFF) | (b[6] & 0xFF) << 8 | (b[7] & 0xFF) << 16;
        int[] now = ids.set(id, seq);
        return Frame.of(address, 0x4C).bin(now[0], 3).bin(now[1], 3).crc();
    }

    byte[] info(int address, byte[] b) {
        int function = b[2] & 0xFF;
        if (function > 0x1F && function != 0xFF) {
            return null;
        }
        List<ValidationRecord> all = printed.get();
        List<ValidationRecord> held = all.subList(Math.max(0, all.size() - 31), all.size());
        Optional<ValidationRecord> r = function == 0x00 || function == 0xFF
            ? held.stream().filter(t -> !read.contains(t.key())).findFirst()
            : held.stream().filter(t -> t.index() == function).reduce((x, y) -> y);
        Frame f = Frame.of(address, 0x4D);
        if (r.isEmpty()) {
            return f.raw(new byte[31]).crc();
        }
        ValidationRecord t = r.get();
        if (function == 0x00) {
            read.add(t.key());
        }
        long date = t.at().getMonthValue() * 1_000_000L + t.at().getDayOfMonth() * 10_000L + t.at().getYear();
        long time = t.at().getHour() * 10_000L + t.at().getMinute() * 100L + t.at().getSecond();
        long expiry = t.expiry() == null ? NEVER_EXPIRES
            : t.expiry().getMonthValue() * 1_000_000L + t.expiry().getDayOfMonth() * 10_000L + t.expiry().getYear();
        return f.bin(CASHABLE_TICKET, 1).bin(t.index(), 1).bcd(date, 4).bcd(time, 3)
            .raw(SecureEnhancedValidation.bcd(t.validationNumber())).bcd(t.cents(), 5).bin(t.ticketNumber(), 2)
            .bcd(0, 1).bcd(expiry, 4).bin(0, 2).crc();
    }
}
