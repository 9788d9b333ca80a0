package io.opencab.hal.printer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.hal.HalException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;

class TicketTest {
    private static Ticket with(String name, String validation, long cents) {
        return new Ticket(name, List.of(), "CASHOUT TICKET", cents, "USD", validation,
                LocalDateTime.of(2026, 1, 2, 3, 4), "7", 1, null, Ticket.Kind.CASH_OUT_TICKET, io.opencab.money.MoneyFormat.Grouping.COMMA);
    }

    @Test
    void figuresGroupThousands() {
        assertEquals("$1,234.05", Tickets.sample(123_405).amountFigures());
    }

    /** Issue 38 item 2: the ticket's figures are grouped as the cabinet's screen groups them. */
    @Test
    void figuresFollowTheCabinetsGrouping() {
        Ticket t = new Ticket("X", List.of(), "T", 123_405, "EUR", "001234567890123456", LocalDateTime.of(2026, 1, 2, 3, 4),
                "7", 1, null, Ticket.Kind.CASH_OUT_TICKET, io.opencab.money.MoneyFormat.Grouping.PERIOD);

        assertEquals("EUR 1.234,05", t.amountFigures());
    }

    @Test
    void validationNumberIsPrintedInGroups() {
        assertEquals("00-1234-5678-9012-3456", Tickets.sample(100).validationGrouped());
    }

    @Test
    void fieldSeparatorInTextIsRefusedNotReplaced() {
        HalException e = assertThrows(HalException.class, () -> with("A|B", "001234567890123456", 100));
        assertTrue(e.getMessage().contains("U+007C"), e.getMessage());
    }

    @Test
    void validationNumberMustBeEighteenDigits() {
        assertThrows(HalException.class, () -> with("X", "12345", 100));
    }

    @Test
    void zeroAmountIsRefused() {
        assertThrows(HalException.class, () -> with("X", "001234567890123456", 0));
    }

    @Test
    void expiryBeforeIssueIsRefused() {
        assertThrows(HalException.class, () -> new Ticket("X", List.of(), "T", 100, "USD", "001234567890123456",
                LocalDateTime.of(2026, 1, 2, 3, 4), "7", 1, LocalDate.of(2026, 1, 1), Ticket.Kind.CASH_OUT_TICKET, io.opencab.money.MoneyFormat.Grouping.COMMA));
    }

    @Test
    void aHandpayReceiptSaysReceiptAndNotATicketWhereATicketPrintsItsNumberAndExpiry() {
        Ticket r = new Ticket("X", List.of(), "HANDPAY RECEIPT - NOT NEGOTIABLE", 100, "USD", "001234567890123456",
                LocalDateTime.of(2026, 1, 2, 3, 4), "7", 42, null, Ticket.Kind.HANDPAY_RECEIPT, io.opencab.money.MoneyFormat.Grouping.COMMA);

        assertEquals("RECEIPT # 0042", r.numberLine());
        assertEquals("PAID BY HAND - NOT A TICKET", r.expiryLine());
        assertEquals("TICKET # 0001", with("X", "001234567890123456", 100).numberLine());
        assertEquals("NO EXPIRY", with("X", "001234567890123456", 100).expiryLine());
    }
}
