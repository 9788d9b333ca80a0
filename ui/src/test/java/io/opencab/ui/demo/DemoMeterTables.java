package io.opencab.ui.demo;

import io.opencab.ui.port.Meters;
import java.util.List;

/** TEST / DEMO ONLY: the further meter tables as the cabinet lists them, with the demo's bill count. */
final class DemoMeterTables {
    private DemoMeterTables() {
    }

    static List<Meters.Table> of(long bills, long billsIn) {
        List<Meters.Line> billLines = bills == 0 ? List.of()
                : List.of(new Meters.Line("0046", "bills of 50.00 EUR", List.of(bills, bills, bills), false));
        return List.of(
                new Meters.Table("since", "SINCE POWER-UP AND SINCE THE LAST DOOR CLOSE", List.of("POWER-UP", "DOOR CLOSE"),
                        List.of(new Meters.Line("000B", "Bills in credits", List.of(billsIn, billsIn), true))),
                new Meters.Table("bills", "BILLS ACCEPTED BY FACE VALUE (count)", List.of("MASTER", "PERIOD", "POWER-UP"),
                        billLines),
                new Meters.Table("doors", "DOOR OPENINGS", List.of("MASTER", "PERIOD", "POWER-UP"),
                        List.of(new Meters.Line("", "bill validator door", List.of(0L, 0L, 0L), false))),
                new Meters.Table("handpays", "HANDPAYS (meters, then the last 10)", List.of("MASTER", "PERIOD"),
                        List.of(new Meters.Line("0023", "Total handpaid", List.of(0L, 0L), true),
                                new Meters.Line("", "#1 cash-out, paid by attendant", List.of(120_000L), true))));
    }
}
