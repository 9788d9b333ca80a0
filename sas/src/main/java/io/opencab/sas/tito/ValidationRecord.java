package io.opencab.sas.tito;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Objects;

/**
 * One validation the machine made, as long poll 4D reports it (SAS 6.02 section 15.10): a printed cash-out ticket
 * (validation type 00) or a validated handpay, with a receipt printed (10 cancelled credits, 20 jackpot) or
 * without one (40 cancelled credits, 60 jackpot).
 *
 * @param type             the SAS validation type: {@link #CASHABLE_TICKET} or one of the four handpay types
 * @param sequence         the validation sequence number it took (fixes its buffer index, 1..31)
 * @param ticketNumber     the ticket's (or handpay receipt's) number, 0 for a handpay without a receipt
 * @param expiry           the expiry date printed, or null when it never expires (a handpay prints none)
 */
public record ValidationRecord(int type, long sequence, LocalDateTime at, String validationNumber, long cents,
        int ticketNumber, LocalDate expiry) {
    /** Validation type 00: a cashable ticket from a cash-out or win. */
    public static final int CASHABLE_TICKET = 0x00;
    /** Validation type 10: a cancelled-credit handpay, validated, receipt printed. */
    public static final int HANDPAY_CANCELLED_RECEIPT = 0x10;
    /** Validation type 20: a jackpot handpay, validated, receipt printed. */
    public static final int HANDPAY_JACKPOT_RECEIPT = 0x20;
    /** Validation type 40: a cancelled-credit handpay, validated, no receipt printed. */
    public static final int HANDPAY_CANCELLED_NO_RECEIPT = 0x40;
    /** Validation type 60: a jackpot handpay, validated, no receipt printed. */
    public static final int HANDPAY_JACKPOT_NO_RECEIPT = 0x60;

    public ValidationRecord {
        Objects.requireNonNull(at, "at");
        if (validationNumber == null || !validationNumber.matches("[0-9]{18}")) {
            throw new io.opencab.sas.SasException("validation number " + validationNumber + " is not 18 digits");
        }
        if (type != CASHABLE_TICKET && type != HANDPAY_CANCELLED_RECEIPT && type != HANDPAY_JACKPOT_RECEIPT
            && type != HANDPAY_CANCELLED_NO_RECEIPT && type != HANDPAY_JACKPOT_NO_RECEIPT) {
            throw new io.opencab.sas.SasException("validation type " + Integer.toHexString(type) + " is not one we make");
        }
        if (sequence < 0 || sequence > SecureEnhancedValidation.MAX_24_BITS || cents < 0 || ticketNumber < 0
            || ticketNumber > 0xFFFF) {
            throw new io.opencab.sas.SasException("validation " + validationNumber + ": bad sequence " + sequence
                + ", amount " + cents + " or ticket number " + ticketNumber);
        }
    }

    /** A printed cash-out ticket (type 00). */
    public static ValidationRecord ticket(long sequence, LocalDateTime at, String validationNumber, long cents,
            int ticketNumber, LocalDate expiry) {
        return new ValidationRecord(CASHABLE_TICKET, sequence, at, validationNumber, cents, ticketNumber, expiry);
    }

    /** A validated handpay: its type by kind and receipt (10/20 with a receipt, 40/60 without), never expiring. */
    public static ValidationRecord handpay(boolean jackpot, boolean receipt, long sequence, LocalDateTime at,
            String validationNumber, long cents, int receiptNumber) {
        int type = jackpot ? (receipt ? HANDPAY_JACKPOT_RECEIPT : HANDPAY_JACKPOT_NO_RECEIPT)
            : (receipt ? HANDPAY_CANCELLED_RECEIPT : HANDPAY_CANCELLED_NO_RECEIPT);
        return new ValidationRecord(type, sequence, at, validationNumber, cents, receipt ? receiptNumber : 0, null);
    }

    /** Its position in the 31-entry validation buffer: one per sequence number, cycling. */
    public int index() {
        return (int) Math.floorMod(sequence - 1, 31L) + 1;
    }
}
