package io.opencab.sas;

import io.opencab.sas.tito.SecureEnhancedValidation;
import io.opencab.sas.tito.TicketFeatures;
import io.opencab.sas.tito.ValidationIds;
import io.opencab.sas.tito.ValidationRecord;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Long polls 4C and 4D (secure enhanced validation; docs/sas.md "Ticket validation"). Field layouts as the
 * public host implementations give them (the SAS document was not available): 4C carries the 3-byte
 * validation ID and 3-byte sequence number, binary, and is answered with the values now in use; 4D carries a
 * function code (00 the oldest record the host has not read, and marks it read; 01-1F the record at that
 * buffer index; FF look ahead at the one 00 would give) and is answered with type, index, date, time,
 * validation number, amount, ticket number, validation system ID, expiry and pool ID, or 31 zero bytes when
 * there is no such record. The records are the snapshot's (printed tickets and validated handpays), so 4D never
 * reads the store on the link thread. Only the link thread calls it.
 */
public final class ValidationPolls {
    private static final int NEVER_EXPIRES = 9999;
    private final ValidationIds ids;
    /** Validation numbers the host has read with function 00 (in memory: after a restart it may read them again). */
    private final Set<String> read = new HashSet<>();
    private final TicketFeatures features;

    /** @param features what the cabinet does with tickets and handpays, from its configuration (LP 7B, A0) */
    public ValidationPolls(ValidationIds ids, TicketFeatures features) {
        this.ids = Objects.requireNonNull(ids, "ids");
        this.features = Objects.requireNonNull(features, "features");
    }

    ValidationIds ids() {
        return ids;
    }

    TicketFeatures features() {
        return features;
    }

    int setId(Poll p, SasSnapshot s, Frame f) {
        int[] now = ids.set((int) p.bin(2, 3), (int) p.bin(5, 3));
        return f.start(p.address(), 0x4C).bin(now[0], 3).bin(now[1], 3).crc();
    }

    int info(Poll p, SasSnapshot s, Frame f) {
        int function = p.u8(2);
        if (function > 0x1F && function != 0xFF) {
            return LongPollHandler.NO_REPLY;
        }
        List<ValidationRecord> all = s.validations();
        List<ValidationRecord> held = all.subList(Math.max(0, all.size() - 31), all.size());
        ValidationRecord r = null;
        for (ValidationRecord t : held) {
            if (function == 0x00 || function == 0xFF ? !read.contains(t.validationNumber()) && r == null
                : t.index() == function) {
                r = t;
            }
        }
        f.start(p.address(), 0x4D);
        if (r == null) {
            return f.bin(0, 8).bin(0, 8).bin(0, 8).bin(0, 7).crc();
        }
        if (function == 0x00) {
            read.add(r.validationNumber());
        }
        long date = r.at().getMonthValue() * 1_000_000L + r.at().getDayOfMonth() * 10_000L + r.at().getYear();
        long time = r.at().getHour() * 10_000L + r.at().getMinute() * 100L + r.at().getSecond();
        long expiry = r.type() != ValidationRecord.CASHABLE_TICKET ? 0 : r.expiry() == null ? NEVER_EXPIRES
            : r.expiry().getMonthValue() * 1_000_000L + r.expiry().getDayOfMonth() * 10_000L + r.expiry().getYear();
        byte[] number = SecureEnhancedValidation.bcd(r.validationNumber());
        return f.bin(r.type(), 1).bin(r.index(), 1).bcd(date, 4).bcd(time, 3).raw(number, 0, number.length)
            .bcd(r.cents(), 5).bin(r.ticketNumber(), 2).bcd(0, 1).bcd(expiry, 4).bin(0, 2).crc();
    }
}
