package io.opencab.sas;

import static io.opencab.sas.Codes.BILLS_IN_CREDITS;
import static io.opencab.sas.Codes.CANCELLED;
import static io.opencab.sas.Codes.COIN_IN;
import static io.opencab.sas.Codes.COIN_OUT;
import static io.opencab.sas.Codes.CURRENT_CREDITS;
import static io.opencab.sas.Codes.DROP;
import static io.opencab.sas.Codes.GAMES_LOST;
import static io.opencab.sas.Codes.GAMES_PLAYED;
import static io.opencab.sas.Codes.GAMES_SINCE_DOOR_CLOSE;
import static io.opencab.sas.Codes.GAMES_SINCE_POWER_UP;
import static io.opencab.sas.Codes.GAMES_WON;
import static io.opencab.sas.Codes.JACKPOT;

/**
 * The meter long polls (SAS 6.02 sections 7.1-7.3, 7.6.4, 7.21; docs/sas.md "Long polls"): every value is the
 * snapshot's, i.e. the meter store's, in 4-byte BCD (8 digits: the value modulo 10^8) unless the poll says
 * otherwise. Nothing here allocates: the reply is written into the link thread's frame.
 */
final class MeterPolls {
    /** LP 31-3A: the bill value (currency units) each command counts. */
    private static final long[] BILLS_31_3A = {1, 2, 5, 10, 20, 50, 100, 500, 1_000, 200};
    /** LP 3B-45 but 3D (a ticket poll): $25, $2,000, -, $2,500, $5,000, $10,000, $20,000, $25,000, $50,000,
     * $100,000, $250 (the Monaco EGM's LP 3B-45 parsers). */
    private static final long[] BILLS_3B_45 = {25, 2_000, 0, 2_500, 5_000, 10_000, 20_000, 25_000, 50_000, 100_000, 250};
    /** LP 1E: $1, $5, $10, $20, $50, $100. */
    private static final long[] BILLS_1E = {1, 5, 10, 20, 50, 100};
    /** R-type meter polls answered by {@link #single}. */
    static final int[] SINGLE = {0x0F, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x18, 0x19, 0x1A, 0x1C, 0x1E,
        0x20, 0x31, 0x32, 0x33, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3A, 0x3B, 0x3C, 0x3E, 0x3F, 0x40, 0x41, 0x42, 0x43,
        0x44, 0x45, 0x48};

    private MeterPolls() {
    }

    /** R-type meter poll {@code cmd} (one of {@link #SINGLE}). */
    static int single(Poll p, SasSnapshot s, Frame f) {
        int cmd = p.command();
        f.start(p.address(), cmd);
        int code = switch (cmd) {
            case 0x10 -> CANCELLED;
            case 0x11 -> COIN_IN;
            case 0x12 -> COIN_OUT;
            case 0x13 -> DROP;
            case 0x14 -> JACKPOT;
            case 0x15 -> GAMES_PLAYED;
            case 0x16 -> GAMES_WON;
            case 0x17 -> GAMES_LOST;
            case 0x1A -> CURRENT_CREDITS;
            default -> -1;
        };
        if (code >= 0) {
            return f.bcd(s.meter(code), 4).crc();
        }
        if (cmd >= 0x31 && cmd <= 0x3A) {
            return f.bcd(s.meter(Codes.billMeter(BILLS_31_3A[cmd - 0x31])), 4).crc();
        }
        if (cmd >= 0x3B && cmd <= 0x45) {
            return f.bcd(s.meter(Codes.billMeter(BILLS_3B_45[cmd - 0x3B])), 4).crc();
        }
        switch (cmd) {
            case 0x0F -> f.bcd(s.meter(CANCELLED), 4).bcd(s.meter(COIN_IN), 4).bcd(s.meter(COIN_OUT), 4)
                .bcd(s.meter(DROP), 4).bcd(s.meter(JACKPOT), 4).bcd(s.meter(GAMES_PLAYED), 4);
            case 0x18 -> f.bcd(s.gamesSincePowerUp(), 2).bcd(s.gamesSinceDoorClose(), 2);
            case 0x19 -> f.bcd(s.meter(COIN_IN), 4).bcd(s.meter(COIN_OUT), 4).bcd(s.meter(DROP), 4)
                .bcd(s.meter(JACKPOT), 4).bcd(s.meter(GAMES_PLAYED), 4);
            case 0x1C -> f.bcd(s.meter(COIN_IN), 4).bcd(s.meter(COIN_OUT), 4).bcd(s.meter(DROP), 4)
                .bcd(s.meter(JACKPOT), 4).bcd(s.meter(GAMES_PLAYED), 4).bcd(s.meter(GAMES_WON), 4)
                .bcd(s.slotDoorOpenings(), 4).bcd(s.powerResets(), 4);
            case 0x1E -> {
                for (long units : BILLS_1E) {
                    f.bcd(s.meter(Codes.billMeter(units)), 4);
                }
            }
            // Whole currency units: the bill-in credits times the credit's value.
            case 0x20 -> f.bcd(s.meter(BILLS_IN_CREDITS) * s.denominationCents() / 100, 4);
            // The country of the configured currency (Codes.countryCode); all zero before the first bill.
            case 0x48 -> {
                SasSnapshot.LastBill b = s.lastBill().orElse(null);
                if (b == null) {
                    f.bcd(0, 1).bcd(0, 1).bcd(0, 4);
                } else {
                    f.bcd(Codes.countryCode(s.currency()), 1).bcd(Math.max(0, Codes.billCode(b.valueCents())), 1)
                        .bcd(b.countOfThisValue(), 4);
                }
            }
            default -> throw new SasException("LP " + Integer.toHexString(cmd) + " is not a single meter poll");
        }
        return f.crc();
    }

    /** LP 52: game N meters (game 0 = the machine); no reply for a game that does not exist. */
    static int gameMeters(Poll p, SasSnapshot s, Frame f) {
        long game = p.bcd(2, 2);
        if (game < 0 || game > 0 && s.gameOrNull((int) game) == null) {
            return LongPollHandler.NO_REPLY;
        }
        f.start(p.address(), 0x52).bcd(game, 2);
        f.bcd(value(s, (int) game, COIN_IN), 4).bcd(value(s, (int) game, COIN_OUT), 4)
            .bcd(value(s, (int) game, JACKPOT), 4).bcd(value(s, (int) game, GAMES_PLAYED), 4);
        return f.crc();
    }

    /**
     * LP 2F: selected meters for game N, one byte a code (at most ten), each answered with its code and its value
     * in the size of SAS 6.02's meter table ({@link Codes#size2F}); codes we do not keep are left out.
     */
    static int selected(Poll p, SasSnapshot s, Frame f) {
        int len = p.u8(2);
        long game = p.bcd(3, 2);
        if (len < 3 || game < 0 || game > 0 && s.gameOrNull((int) game) == null) {
            return LongPollHandler.NO_REPLY;
        }
        f.start(p.address(), 0x2F);
        int lengthAt = f.position();
        f.bin(0, 1).bcd(game, 2);
        for (int i = 5; i < 3 + len; i++) {
            int code = p.u8(i);
            if (kept(s, (int) game, code)) {
                f.bin(code, 1).bcd(value(s, (int) game, code), Codes.size2F(code));
            }
        }
        f.patch(lengthAt, f.position() - lengthAt - 1);
        return f.crc();
    }

    /**
     * LP 6F/AF: extended meters for game N, two bytes a code (binary, LSB first); each answered with its code, size
     * and value ({@link Codes#size6F}); a code we do not keep is answered with size 0 (docs/sas.md "Meters").
     */
    static int extended(Poll p, SasSnapshot s, Frame f) {
        int len = p.u8(2);
        long game = p.bcd(3, 2);
        if (len < 2 || (len - 2) % 2 != 0 || game < 0 || game > 0 && s.gameOrNull((int) game) == null) {
            return LongPollHandler.NO_REPLY;
        }
        f.start(p.address(), p.command());
        int lengthAt = f.position();
        f.bin(0, 1).bcd(game, 2);
        for (int i = 5; i < 3 + len; i += 2) {
            int code = (int) p.bin(i, 2);
            f.bin(code, 2);
            if (code <= 0xFF && kept(s, (int) game, code)) {
                f.bin(Codes.size6F(code), 1).bcd(value(s, (int) game, code), Codes.size6F(code));
            } else {
                f.bin(0, 1);
            }
        }
        f.patch(lengthAt, f.position() - lengthAt - 1);
        return f.crc();
    }

    /** True when meter {@code code} of game {@code game} (0 = the machine) is reported. */
    private static boolean kept(SasSnapshot s, int game, int code) {
        if (game > 0) {
            return Codes.perGame(code);
        }
        if (code == GAMES_SINCE_POWER_UP || code == GAMES_SINCE_DOOR_CLOSE) {
            return true;
        }
        // A ticket or handpay meter the cabinet does not publish is left out rather than reported as 0.
        boolean optional = io.opencab.sas.tito.TicketMeters.isTicketMeter(code) || HandpayMeters.isHandpayMeter(code)
            || AftMeters.isAftMeter(code);
        return Codes.kept(code) && (!optional || s.keeps(code));
    }

    /** Meter {@code code} of game {@code game} (0 = the machine). */
    private static long value(SasSnapshot s, int game, int code) {
        if (game == 0) {
            return switch (code) {
                case GAMES_SINCE_POWER_UP -> s.gamesSincePowerUp();
                case GAMES_SINCE_DOOR_CLOSE -> s.gamesSinceDoorClose();
                default -> s.meter(code);
            };
        }
        return s.gameOrNull(game).meter(code);
    }
}
