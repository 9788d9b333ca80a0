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
 * The meter long polls (SAS 6.02 appendix A): every value is the snapshot's, i.e. the meter
 * store's, in 4-byte BCD (8 digits: the value modulo 10^8) unless the poll says otherwise.
 */
final class MeterPolls {
    /** LP 31-3A: the bill value (currency units) each command counts. */
    private static final long[] BILLS_31_3A = {1, 2, 5, 10, 20, 50, 100, 500, 1_000, 200};
    /** LP 1E: $1, $5, $10, $20, $50, $100. */
    private static final long[] BILLS_1E = {1, 5, 10, 20, 50, 100};

    private MeterPolls() {
    }

    /** The reply to R-type meter poll {@code cmd}, or null when {@code cmd} is not one. */
    static byte[] single(int address, int cmd, SasSnapshot s) {
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
            return Frame.of(address, cmd).bcd(s.meter(code), 4).crc();
        }
        if (cmd >= 0x31 && cmd <= 0x3A) {
            return Frame.of(address, cmd).bcd(s.meter(Codes.billMeter(BILLS_31_3A[cmd - 0x31])), 4).crc();
        }
        return switch (cmd) {
            case 0x0F -> Frame.of(address, cmd).bcd(s.meter(CANCELLED), 4).bcd(s.meter(COIN_IN), 4)
                .bcd(s.meter(COIN_OUT), 4).bcd(s.meter(DROP), 4).bcd(s.meter(JACKPOT), 4)
                .bcd(s.meter(GAMES_PLAYED), 4).crc();
            case 0x18 -> Frame.of(address, cmd).bcd(s.gamesSincePowerUp(), 2).bcd(s.gamesSinceDoorClose(), 2).crc();
            case 0x19 -> Frame.of(address, cmd).bcd(s.meter(COIN_IN), 4).bcd(s.meter(COIN_OUT), 4)
                .bcd(s.meter(DROP), 4).bcd(s.meter(JACKPOT), 4).bcd(s.meter(GAMES_PLAYED), 4).crc();
            case 0x1C -> Frame.of(address, cmd).bcd(s.meter(COIN_IN), 4).bcd(s.meter(COIN_OUT), 4)
                .bcd(s.meter(DROP), 4).bcd(s.meter(JACKPOT), 4).bcd(s.meter(GAMES_PLAYED), 4)
                .bcd(s.meter(GAMES_WON), 4).bcd(s.slotDoorOpenings(), 4).bcd(s.powerResets(), 4).crc();
            case 0x1E -> {
                Frame f = Frame.of(address, cmd);
                for (long units : BILLS_1E) {
                    f.bcd(s.meter(Codes.billMeter(units)), 4);
                }
                yield f.crc();
            }
            // Whole currency units: the bill-in credits times the credit's value.
            case 0x20 -> Frame.of(address, cmd)
                .bcd(s.meter(BILLS_IN_CREDITS) * s.denominationCents() / 100, 4).crc();
            // The country of the configured currency (Codes.countryCode); all zero before the first bill.
            case 0x48 -> {
                Frame f = Frame.of(address, cmd);
                if (s.lastBill().isEmpty()) {
                    yield f.bcd(0, 1).bcd(0, 1).bcd(0, 4).crc();
                }
                SasSnapshot.LastBill b = s.lastBill().get();
                yield f.bcd(Codes.countryCode(s.currency()), 1).bcd(Math.max(0, Codes.billCode(b.valueCents())), 1)
                    .bcd(b.countOfThisValue(), 4).crc();
            }
            default -> null;
        };
    }

    /** LP 52: game N meters (game 0 = the machine). Null when the game does not exist (no reply). */
    static byte[] gameMeters(int address, byte[] poll, SasSnapshot s) {
        long game = Bcd.get(poll, 2, 2);
        if (game < 0) {
            return null;
        }
        int[] codes = {COIN_IN, COIN_OUT, JACKPOT, GAMES_PLAYED};
        Frame f = Frame.of(address, 0x52).bcd(game, 2);
        for (int c : codes) {
            Long v = value(s, (int) game, c);
            if (v == null) {
                return null;
            }
            f.bcd(v, 4);
        }
        return f.crc();
    }

    /** LP 2F: selected meters for game N, one byte a code; codes we do not keep are left out of the reply. */
    static byte[] selected(int address, byte[] poll, SasSnapshot s) {
        int len = poll[2] & 0xFF;
        long game = Bcd.get(poll, 3, 2);
        if (len < 3 || game < 0 || (game > 0 && s.game((int) game).isEmpty())) {
            return null;
        }
        Frame body = Frame.of(0, 0);
        for (int i = 5; i < 3 + len; i++) {
            int code = poll[i] & 0xFF;
            Long v = value(s, (int) game, code);
            if (v != null) {
                body.bin(code, 1).bcd(v, Codes.size(code));
            }
        }
        byte[] b = body.body();
        return Frame.of(address, 0x2F).bin(b.length - 2 + 2, 1).bcd(game, 2).raw(java.util.Arrays.copyOfRange(b, 2, b.length))
            .crc();
    }

    /**
     * LP 6F/AF: extended meters for game N, two bytes a code (binary, LSB first); each answered with
     * its code, size and value; a code we do not keep is answered with size 0 (docs/sas.md).
     */
    static byte[] extended(int address, int cmd, byte[] poll, SasSnapshot s) {
        int len = poll[2] & 0xFF;
        long game = Bcd.get(poll, 3, 2);
        if (len < 2 || (len - 2) % 2 != 0 || game < 0 || (game > 0 && s.game((int) game).isEmpty())) {
            return null;
        }
        Frame body = Frame.of(0, 0);
        for (int i = 5; i < 3 + len; i += 2) {
            int code = (poll[i] & 0xFF) | (poll[i + 1] & 0xFF) << 8;
            Long v = code <= 0xFF ? value(s, (int) game, code) : null;
            body.bin(code, 2);
            if (v == null) {
                body.bin(0, 1);
            } else {
                body.bin(Codes.size(code), 1).bcd(v, Codes.size(code));
            }
        }
        byte[] b = body.body();
        return Frame.of(address, cmd).bin(b.length - 2 + 2, 1).bcd(game, 2).raw(java.util.Arrays.copyOfRange(b, 2, b.length))
            .crc();
    }

    /** Meter {@code code} of game {@code game} (0 = machine), null when not kept. */
    private static Long value(SasSnapshot s, int game, int code) {
        if (game == 0) {
            return switch (code) {
                case GAMES_SINCE_POWER_UP -> s.gamesSincePowerUp();
                case GAMES_SINCE_DOOR_CLOSE -> s.gamesSinceDoorClose();
                // A ticket meter the cabinet does not publish is left out rather than reported as 0.
                default -> Codes.size(code) == 0 || io.opencab.sas.tito.TicketMeters.isTicketMeter(code)
                    && !s.meters().containsKey(code) ? null : s.meter(code);
            };
        }
        return s.game(game).filter(g -> Codes.perGame(code)).map(g -> g.meter(code)).orElse(null);
    }
}
