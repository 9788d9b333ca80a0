package io.opencab.sas;

import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;

/** The configuration and information long polls (SAS 6.02 appendix A), answered from the snapshot. */
final class InfoPolls {
    /** SAS version we implement, as LP 54 reports it. */
    static final String SAS_VERSION = "602";
    private static final int MAX_SERIAL = 40;

    private InfoPolls() {
    }

    /** R-type information polls; null when {@code cmd} is not one. */
    static byte[] single(int address, int cmd, SasSnapshot s, LocalDateTime now) {
        return switch (cmd) {
            case 0x1B -> handpay(address, s);
            case 0x1F -> machine(Frame.of(address, cmd), s, 0).crc();
            case 0x51 -> Frame.of(address, cmd).bcd(s.games().size(), 2).crc();
            case 0x54 -> {
                byte[] serial = s.serialNumber().getBytes(StandardCharsets.US_ASCII);
                int n = Math.min(MAX_SERIAL, serial.length);
                yield Frame.of(address, cmd).bin(3 + n, 1).ascii(SAS_VERSION, 3)
                    .raw(java.util.Arrays.copyOf(serial, n)).crc();
            }
            case 0x55 -> Frame.of(address, cmd).bcd(s.selectedGame(), 2).crc();
            case 0x56 -> {
                Frame body = Frame.of(0, 0);
                int count = 0;
                for (int i = 1; i <= s.games().size(); i++) {
                    if (s.games().get(i - 1).enabled()) {
                        body.bcd(i, 2);
                        count++;
                    }
                }
                byte[] b = body.body();
                yield Frame.of(address, cmd).bin(1 + 2 * count, 1).bin(count, 1)
                    .raw(java.util.Arrays.copyOfRange(b, 2, b.length)).crc();
            }
            case 0x7E -> Frame.of(address, cmd)
                .bcd(now.getMonthValue() * 1_000_000L + now.getDayOfMonth() * 10_000L + now.getYear(), 4)
                .bcd(now.getHour() * 10_000L + now.getMinute() * 100L + now.getSecond(), 3).crc();
            default -> null;
        };
    }

    /**
     * LP 1B: progressive group 0 and level (0x40 = non-progressive top award, 0x80 = cancelled
     * credits), amount 5 BCD, partial pay 2 BCD, reset id 0, 10 unused bytes; all zero without a handpay.
     */
    static byte[] handpay(int address, SasSnapshot s) {
        return handpayData(Frame.of(address, 0x1B), s.handpay().orElse(null)).crc();
    }

    static Frame handpayData(Frame f, SasSnapshot.Handpay h) {
        int level = h == null ? 0 : h.jackpot() ? 0x40 : 0x80;
        return f.bin(0, 1).bin(level, 1).bcd(h == null ? 0 : h.amountCredits(), 5).bcd(0, 2).bin(0, 1)
            .raw(new byte[10]);
    }

    /** LP 53: game N configuration, the LP 1F fields with the game number first; null for no such game. */
    static byte[] gameConfig(int address, byte[] poll, SasSnapshot s) {
        long game = Bcd.get(poll, 2, 2);
        if (game < 0 || (game > 0 && s.game((int) game).isEmpty())) {
            return null;
        }
        return machine(Frame.of(address, 0x53).bcd(game, 2), s, (int) game).crc();
    }

    /**
     * LP 1F/53 body: game id (2 ASCII), additional id (3 ASCII "000"), denomination code, max bet
     * (1 byte, capped at 255), progressive group 0, game options 0, paytable id (6 ASCII), base
     * RTP (4 ASCII, e.g. "9640"). Game 0 (LP 1F) describes the selected game, or the first.
     */
    private static Frame machine(Frame f, SasSnapshot s, int game) {
        int n = game > 0 ? game : Math.max(1, s.selectedGame());
        SasSnapshot.Game g = s.game(n).orElse(null);
        f.ascii(g == null ? "00" : g.gameId(), 2).ascii("000", 3).bin(Codes.denominationCode(s.denominationCents()), 1)
            .bin(g == null ? 0 : Math.min(255, g.maxBet()), 1).bin(0, 1).bin(0, 2)
            .ascii(g == null ? "" : g.paytableId(), 6)
            .ascii(String.format("%04d", g == null ? 0 : Math.min(9999, g.baseRtpBasisPoints())), 4);
        return f;
    }

    /**
     * LP A0: features of game N. Byte 1: none of jackpot multiplier, AFT bonus, legacy bonus,
     * tournament, validation. Byte 2: meter model 01 ("won credits metered when won"), extended
     * meters (bit 3). Byte 3: none.
     */
    static byte[] features(int address, byte[] poll, SasSnapshot s) {
        long game = Bcd.get(poll, 2, 2);
        if (game < 0 || (game > 0 && s.game((int) game).isEmpty())) {
            return null;
        }
        return Frame.of(address, 0xA0).bcd(game, 2).bin(0, 1).bin(0x01 | 0x08, 1).bin(0, 1).crc();
    }

    /**
     * LP B5: extended game information: max bet (2 BCD), progressive group 0, progressive levels 0
     * (4 bytes), game name and paytable name (each a length byte and ASCII, at most 20), wager
     * categories 0 (2 BCD).
     */
    static byte[] extendedGame(int address, byte[] poll, SasSnapshot s) {
        long game = Bcd.get(poll, 2, 2);
        SasSnapshot.Game g = game < 0 ? null : s.game((int) (game == 0 ? Math.max(1, s.selectedGame()) : game))
            .orElse(null);
        if (g == null) {
            return null;
        }
        byte[] name = ascii(g.name());
        byte[] pay = ascii(g.paytableId());
        Frame body = Frame.of(0, 0).bcd(game, 2).bcd(Math.min(9999, g.maxBet()), 2).bin(0, 1).bin(0, 4)
            .bin(name.length, 1).raw(name).bin(pay.length, 1).raw(pay).bcd(0, 2);
        byte[] b = body.body();
        return Frame.of(address, 0xB5).bin(b.length - 2, 1).raw(java.util.Arrays.copyOfRange(b, 2, b.length)).crc();
    }

    private static byte[] ascii(String s) {
        byte[] b = s.replaceAll("[^\\x20-\\x7E]", "?").getBytes(StandardCharsets.US_ASCII);
        return java.util.Arrays.copyOf(b, Math.min(20, b.length));
    }
}
