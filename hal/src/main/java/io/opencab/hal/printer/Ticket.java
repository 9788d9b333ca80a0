package io.opencab.hal.printer;

import io.opencab.hal.HalException;
import io.opencab.money.MoneyFormat;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Objects;

/**
 * What is printed on one cash-out ticket (issue 28): the venue, the title, the amount (in words and
 * figures), the validation number and its barcode, the date and time, the machine and ticket numbers and
 * the expiry. Text is printable ASCII without the TCL field separators {@code |} and {@code ^}, so every
 * printer prints exactly what the cabinet journaled; anything else is refused here, never replaced.
 *
 * @param validationNumber 18 digits (SAS secure enhanced validation: "00" then 16 digits)
 * @param expires          last day the ticket can be redeemed; null = never expires (a receipt: none)
 * @param kind             a cash-out ticket, or a validated handpay's receipt (docs/sas.md "Validated handpays"),
 *                         which says so where a ticket prints its number and expiry
 * @param grouping         how the figures are grouped: the cabinet's {@code money.grouping}, as on its screen
 */
public record Ticket(String casinoName, List<String> addressLines, String title, long amountCents,
        String currency, String validationNumber, LocalDateTime issued, String machineNumber, long ticketNumber,
        LocalDate expires, Kind kind, MoneyFormat.Grouping grouping) {

    /** What the paper is: a ticket the host redeems, or the receipt of a handpay already paid by hand. */
    public enum Kind { CASH_OUT_TICKET, HANDPAY_RECEIPT }

    private static final java.time.format.DateTimeFormatter DATE =
            java.time.format.DateTimeFormatter.ofPattern("MM/dd/yyyy", java.util.Locale.ROOT);

    public static final int MAX_ADDRESS_LINES = 3;
    public static final int MAX_TEXT = 40;

    public Ticket {
        text("casino name", casinoName);
        addressLines = List.copyOf(Objects.requireNonNull(addressLines, "addressLines"));
        if (addressLines.size() > MAX_ADDRESS_LINES) {
            throw new HalException("ticket: " + addressLines.size() + " address lines, at most " + MAX_ADDRESS_LINES);
        }
        for (String line : addressLines) {
            text("address line", line);
        }
        text("title", title);
        text("machine number", machineNumber);
        if (amountCents <= 0) {
            throw new HalException("ticket " + ticketNumber + ": amount " + amountCents + " cents is not positive");
        }
        AmountWords.unitsOf(currency); // fails fast on a currency the ticket cannot spell
        if (validationNumber == null || !validationNumber.matches("[0-9]{18}")) {
            throw new HalException("ticket " + ticketNumber + ": validation number '" + validationNumber
                    + "' is not 18 digits");
        }
        Objects.requireNonNull(issued, "issued");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(grouping, "grouping");
        if (kind == Kind.HANDPAY_RECEIPT && expires != null) {
            throw new HalException("handpay receipt " + ticketNumber + ": a receipt has no expiry (it is not redeemed)");
        }
        if (ticketNumber < 0 || ticketNumber > 9999) {
            throw new HalException("ticket number " + ticketNumber + " outside 0..9999 (SAS ticket number)");
        }
        if (expires != null && expires.isBefore(issued.toLocalDate())) {
            throw new HalException("ticket " + ticketNumber + ": expires " + expires + " before it is issued");
        }
    }

    private static void text(String what, String s) {
        if (s == null || s.isBlank()) {
            throw new HalException("ticket: " + what + " is empty");
        }
        if (s.length() > MAX_TEXT) {
            throw new HalException("ticket: " + what + " has " + s.length() + " characters, at most " + MAX_TEXT);
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x20 || c > 0x7E || c == '|' || c == '^') {
                throw new HalException(String.format("ticket: %s has character U+%04X at %d (printable ASCII"
                        + " without | and ^ only)", what, (int) c, i));
            }
        }
    }

    /** The number line: "TICKET # 0042", or "RECEIPT # 0042" on a handpay receipt. */
    public String numberLine() {
        return String.format(java.util.Locale.ROOT, "%s # %04d", kind == Kind.HANDPAY_RECEIPT ? "RECEIPT" : "TICKET",
                ticketNumber);
    }

    /**
     * The expiry line: "VOID AFTER 12/31/2026", "NO EXPIRY", or on a handpay receipt "PAID BY HAND - NOT A TICKET"
     * (the handpay was paid by the attendant: the paper records it and carries no expiry of a redeemable ticket).
     */
    public String expiryLine() {
        if (kind == Kind.HANDPAY_RECEIPT) {
            return "PAID BY HAND - NOT A TICKET";
        }
        return expires == null ? "NO EXPIRY" : "VOID AFTER " + DATE.format(expires);
    }

    /** The amount in figures, for example "$1,234.50" or "EUR 12.00". */
    public String amountFigures() {
        // The one money formatter (issue 38 item 2) in the cabinet's grouping: the ticket reads as the screen does.
        return new MoneyFormat(1, currency, grouping).ticketFigures(amountCents);
    }

    /** The amount in words, for example "ONE THOUSAND TWO HUNDRED THIRTY-FOUR DOLLARS AND 50/100". */
    public String amountWords() {
        return AmountWords.of(amountCents, currency);
    }

    /** The validation number as printed: 00-0000-0000-0000-0000 groups. */
    public String validationGrouped() {
        return grouped(validationNumber);
    }

    /** {@code v} grouped as a ticket prints an 18-digit validation number; any other length (or null) as it is. */
    public static String grouped(String v) {
        return v == null || v.length() != 18 ? String.valueOf(v) : v.substring(0, 2) + "-" + v.substring(2, 6) + "-"
                + v.substring(6, 10) + "-" + v.substring(10, 14) + "-" + v.substring(14);
    }
}
