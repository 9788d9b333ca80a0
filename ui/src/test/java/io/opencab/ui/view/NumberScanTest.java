package io.opencab.ui.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.opencab.money.MoneyFormat;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The scan of issue 39 item 5 finds the four ways numbers were written (finding 5) and passes the one way. */
class NumberScanTest {
    private static final MoneyFormat USD = MoneyFormat.of(1, "USD");

    private static List<String> problems(String text) {
        List<String> out = new ArrayList<>();
        NumberScan.check("t", text, USD, out);
        return out;
    }

    @Test
    void theFourOldWaysAreFound() {
        assertEquals(1, problems("1478.04 USD").size(), "dollars ungrouped");
        assertEquals(1, problems("6429 credits").size(), "credits ungrouped");
        assertEquals(2, problems("bill of 2000 cents").size(), "ungrouped, and in cents");
        assertEquals(1, problems("7 100 71.00 USD").size(), "credits grouped with a space beside commas");
        assertEquals(1, problems("a bet win of x5 to x1000 your bet").size(), "a multiplier ungrouped");
    }

    @Test
    void theOneWayAndWhatIsNotAnAmountPass() {
        assertEquals(List.of(), problems("7,100 credits (71.00 USD)"));
        assertEquals(List.of(), problems("2026-12-01 18:30:00 BILL_STACKED"));
        assertEquals(List.of(), problems("0005 Games played"));
        assertEquals(List.of(), problems("validation 00-7648-4654-8701-8968"));
        assertEquals(List.of(), problems("RTP 96.40%, x25,000 bets, level 2 x 40"));
    }
}
