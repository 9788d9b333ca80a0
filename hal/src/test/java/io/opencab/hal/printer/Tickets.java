package io.opencab.hal.printer;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;

/** A ticket as the tests print it. */
public final class Tickets {
    private Tickets() {
    }

    public static Ticket sample(long cents) {
        return new Ticket("OPENCAB CASINO", List.of("1 Main Street", "Springfield, NV 89000"), "CASHOUT TICKET",
                cents, "USD", "001234567890123456", LocalDateTime.of(2026, 11, 27, 4, 5, 6), "0042", 17,
                LocalDate.of(2026, 12, 27), Ticket.Kind.CASH_OUT_TICKET, io.opencab.money.MoneyFormat.Grouping.COMMA);
    }
}
