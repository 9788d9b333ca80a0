package io.opencab.ui.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.opencab.money.MoneyFormat;
import io.opencab.ui.port.Meters;
import java.util.List;
import org.junit.jupiter.api.Test;

class RtpTextTest {
    private static final MoneyFormat USD = MoneyFormat.of(1, "USD");

    @Test
    void theDesignedRtpIsShownFromPartsPerMillion() {
        assertEquals("96.40%", RtpText.ppm(964_000, USD));
    }

    @Test
    void theActualRtpCountsCoinOutAndHandpaidJackpotsOverCoinIn() {
        List<Meters.MeterRow> game = List.of(new Meters.MeterRow("0000", "Coin in", 1_000, true),
                new Meters.MeterRow("0001", "Coin out", 700, true), new Meters.MeterRow("0002", "Jackpot", 264, true));

        assertEquals("96.40%", RtpText.actual(game, USD));
    }

    @Test
    void anActualRtpOverAThousandPercentIsGroupedAsTheCabinetGroups() {
        List<Meters.MeterRow> game = List.of(new Meters.MeterRow("0000", "Coin in", 200, true),
                new Meters.MeterRow("0002", "Jackpot", 2_500, true));

        assertEquals("1.250,00%", RtpText.actual(game, new MoneyFormat(1, "EUR", MoneyFormat.Grouping.PERIOD)));
    }

    @Test
    void aGameNotYetPlayedHasNoActualRtp() {
        assertEquals("(no play yet)", RtpText.actual(List.of(), USD));
    }
}
