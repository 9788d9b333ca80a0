package io.opencab.ui.view;

import io.opencab.ui.port.Meters;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

/**
 * Return to player as the meters page shows it: the PAR sheet's designed figure, and the measured
 * one, (coin out + handpaid jackpots) / coin in of the game's meters. Display only, in exact decimal.
 */
final class RtpText {
    private RtpText() {
    }

    static String ppm(int ppm) {
        return BigDecimal.valueOf(ppm, 4).setScale(2, RoundingMode.HALF_EVEN).toPlainString() + "%";
    }

    static String actual(List<Meters.MeterRow> game) {
        long in = value(game, "0000");
        if (in == 0) {
            return "(no play yet)";
        }
        long returned = value(game, "0001") + value(game, "0002");
        return BigDecimal.valueOf(returned).multiply(BigDecimal.valueOf(100))
                .divide(BigDecimal.valueOf(in), 2, RoundingMode.HALF_EVEN).toPlainString() + "%";
    }

    private static long value(List<Meters.MeterRow> rows, String code) {
        return rows.stream().filter(r -> r.code().equals(code)).mapToLong(Meters.MeterRow::value).sum();
    }
}
