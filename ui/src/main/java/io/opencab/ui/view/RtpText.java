package io.opencab.ui.view;

import io.opencab.money.MoneyFormat;
import io.opencab.ui.port.Meters;
import java.util.List;

/**
 * Return to player as the meters page shows it: the PAR sheet's designed figure, and the measured
 * one, (coin out + handpaid jackpots) / coin in of the game's meters. Display only, in exact decimal, grouped by the
 * cabinet's money format: after a short session with a big win a game's return can pass 1,000%.
 */
final class RtpText {
    private RtpText() {
    }

    static String ppm(int ppm, MoneyFormat money) {
        return money.percent(ppm, 1_000_000);
    }

    static String actual(List<Meters.MeterRow> game, MoneyFormat money) {
        long in = value(game, "0000");
        if (in == 0) {
            return "(no play yet)";
        }
        return money.percent(value(game, "0001") + value(game, "0002"), in);
    }

    private static long value(List<Meters.MeterRow> rows, String code) {
        return rows.stream().filter(r -> r.code().equals(code)).mapToLong(Meters.MeterRow::value).sum();
    }
}
