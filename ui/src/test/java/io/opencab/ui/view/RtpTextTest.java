package io.opencab.ui.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.opencab.ui.port.Meters;
import java.util.List;
import org.junit.jupiter.api.Test;

class RtpTextTest {
    @Test
    void theDesignedRtpIsShownFromPartsPerMillion() {
        assertEquals("96.40%", RtpText.ppm(964_000));
    }

    @Test
    void theActualRtpCountsCoinOutAndHandpaidJackpotsOverCoinIn() {
        List<Meters.MeterRow> game = List.of(new Meters.MeterRow("0000", "Coin in", 1_000, true),
                new Meters.MeterRow("0001", "Coin out", 700, true), new Meters.MeterRow("0002", "Jackpot", 264, true));

        assertEquals("96.40%", RtpText.actual(game));
    }

    @Test
    void aGameNotYetPlayedHasNoActualRtp() {
        assertEquals("(no play yet)", RtpText.actual(List.of()));
    }
}
