package io.opencab.ui.control;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.opencab.engine.games.christmastree.ChristmasTree;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.ui.port.BillEntry;
import io.opencab.ui.port.LogEntry;
import io.opencab.ui.port.RecallEntry;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class RecallAroundTest {
    private static final Instant T = Instant.parse("2026-11-25T12:00:00Z");

    private static RecallEntry round(long id, int seconds) {
        return new RecallEntry(id, T.plusSeconds(seconds), "PAID", 100, 60,
                ChristmasTree.standard().play(1, SeededStreams.single(id)), "draws opencab.draws/1, math f8338de0…, software test");
    }

    @Test
    void aRoundShowsTheBillsAndCashOutsBetweenItsNeighbours() {
        RecallAround a = new RecallAround(List.of(round(3, 30), round(2, 20), round(1, 10)),
                List.of(new BillEntry(2, T.plusSeconds(25), 2000, 2000, "STACKED", ""),
                        new BillEntry(1, T.plusSeconds(15), 1000, 1000, "STACKED", "")),
                List.of(new LogEntry(9, T.plusSeconds(16), "HANDPAY_PENDING", "cash out 40"),
                        new LogEntry(8, T.plusSeconds(17), "TILT_RAISED", "door")));

        List<String> lines = a.around(1, io.opencab.money.MoneyFormat.of(1, "EUR"));

        assertEquals(List.of(LogTime.of(T.plusSeconds(15)) + "  before the round: bill 10.00 EUR STACKED (1,000 credits)",
                LogTime.of(T.plusSeconds(16)) + "  before the round: HANDPAY_PENDING cash out 40",
                LogTime.of(T.plusSeconds(25)) + "  after the round: bill 20.00 EUR STACKED (2,000 credits)"), lines);
    }

    @Test
    void aRoundOutOfRangeHasNothingAround() {
        assertEquals(List.of(), new RecallAround(List.of(), List.of(), List.of()).around(0, io.opencab.money.MoneyFormat.of(1, "EUR")));
    }
}
