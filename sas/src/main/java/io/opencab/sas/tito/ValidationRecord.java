package io.opencab.sas.tito;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Objects;

/**
 * One printed cash-out ticket as long poll 4D reports it (validation type 00: cashable ticket from a cash-out).
 *
 * @param key              the ticket's id in the meter store (fixes its buffer index, 1..31)
 * @param expiry           the expiry date printed, or null when it never expires
 */
public record ValidationRecord(long key, LocalDateTime at, String validationNumber, long cents, int ticketNumber,
        LocalDate expiry) {
    public ValidationRecord {
        Objects.requireNonNull(at, "at");
        if (validationNumber == null || !validationNumber.matches("[0-9]{18}")) {
            throw new io.opencab.sas.SasException("validation number " + validationNumber + " is not 18 digits");
        }
        if (key < 1 || cents < 0 || ticketNumber < 0 || ticketNumber > 0xFFFF) {
            throw new io.opencab.sas.SasException("ticket " + key + ": bad amount " + cents + " or number " + ticketNumber);
        }
    }

    /** Its position in the 31-entry validation buffer. */
    public int index() {
        return (int) ((key - 1) % 31) + 1;
    }
}
