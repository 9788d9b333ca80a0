package io.opencab.sas;

import java.time.Clock;
import java.time.LocalDateTime;

/**
 * The configuration and information long polls (SAS 6.02 sections 7.6, 7.10, 7.14, 7.15, 7.18, 7.23), answered
 * from the snapshot into the link thread's frame.
 */
final class InfoPolls {
    /** SAS version we implement, as LP 54 reports it. */
    static final String SAS_VERSION = "602";
    private static final int MAX_SERIAL = 40;
    /** LP A0 features byte 1 (table 7.14c as Monaco and nCompass give it): bit 1, AFT bonus awards. */
    static final int AFT_BONUS_AWARDS = 0x02;
    /** Bit 2, legacy bonus awards (LP 8A). */
    static final int LEGACY_BONUS_AWARDS = 0x04;
    /** Bit 4, validation extensions. */
    static final int VALIDATION_EXTENSIONS = 0x10;
    /** Bits 5-6, validation style: 10 = secure enhanced (01 would be system validation). */
    static final int SECURE_ENHANCED_STYLE = 0x40;
    static final int TICKET_REDEMPTION = 0x80;
    /** Byte 2 (table 7.14d): meter model 01 "won credits metered when won", bits 0-1. */
    static final int METERED_WHEN_WON = 0x01;
    /** Bit 2: tickets are counted in total drop (0024) and total cancelled credits (0004). */
    static final int TICKETS_TO_DROP_AND_CANCELLED = 0x04;
    static final int EXTENDED_METERS = 0x08;
    /** Bit 6: AFT (advanced funds transfer), set where LP 72 is answered ({@code sas.aft.enabled}; docs/aft.md). */
    static final int AFT = 0x40;
    /** LP 72, AFT transfer funds: registered on the table only with AFT enabled. */
    private static final int AFT_TRANSFER_FUNDS = 0x72;
    /** LP 8A, legacy bonus: registered on the table only with bonusing enabled ({@code sas.bonus.enabled}). */
    private static final int LEGACY_BONUS = 0x8A;
    /** Byte 3 (table 7.14e): bit 0, the machine can be polled every 40 ms (SAS 6.02 section 2.3.3). */
    static final int POLLS_EVERY_40_MS = 0x01;

    private InfoPolls() {
    }

    static int machine(Poll p, SasSnapshot s, Frame f) {
        return machine(f.start(p.address(), 0x1F), s, 0).crc();
    }

    static int gameCount(Poll p, SasSnapshot s, Frame f) {
        return f.start(p.address(), 0x51).bcd(s.games().size(), 2).crc();
    }

    static int version(Poll p, SasSnapshot s, Frame f) {
        int n = Math.min(MAX_SERIAL, s.serialNumber().length());
        return f.start(p.address(), 0x54).bin(3 + n, 1).ascii(SAS_VERSION, 3).ascii(s.serialNumber(), n).crc();
    }

    static int selectedGame(Poll p, SasSnapshot s, Frame f) {
        return f.start(p.address(), 0x55).bcd(s.selectedGame(), 2).crc();
    }

    static int enabledGames(Poll p, SasSnapshot s, Frame f) {
        int count = 0;
        for (int i = 0; i < s.games().size(); i++) {
            count += s.games().get(i).enabled() ? 1 : 0;
        }
        f.start(p.address(), 0x56).bin(1 + 2 * count, 1).bin(count, 1);
        for (int i = 1; i <= s.games().size(); i++) {
            if (s.games().get(i - 1).enabled()) {
                f.bcd(i, 2);
            }
        }
        return f.crc();
    }

    /** LP 7E: the cabinet's date MMDDYYYY and time HHMMSS (BCD), from its clock (the one LP 7F sets). */
    static int dateTime(Poll p, Clock clock, Frame f) {
        LocalDateTime now = LocalDateTime.now(clock);
        return f.start(p.address(), 0x7E)
            .bcd(now.getMonthValue() * 1_000_000L + now.getDayOfMonth() * 10_000L + now.getYear(), 4)
            .bcd(now.getHour() * 10_000L + now.getMinute() * 100L + now.getSecond(), 3).crc();
    }

    /**
     * LP 1B's fields: progressive group 0, level (0x40 non-progressive top award, 0x80 cancelled credits), amount
     * 5 BCD, partial pay 2 BCD, reset ID 0 (only an attendant's key-off), 10 unused bytes; all zero without one.
     */
    static Frame handpayData(Frame f, boolean present, long amountCredits, boolean jackpot) {
        int level = !present ? 0 : jackpot ? 0x40 : 0x80;
        return f.bin(0, 1).bin(level, 1).bcd(present ? amountCredits : 0, 5).bcd(0, 2).bin(0, 1).bin(0, 8).bin(0, 2);
    }

    /** LP 53: game N configuration, the LP 1F fields with the game number first; no reply for no such game. */
    static int gameConfig(Poll p, SasSnapshot s, Frame f) {
        long game = p.bcd(2, 2);
        if (game < 0 || game > 0 && s.gameOrNull((int) game) == null) {
            return LongPollHandler.NO_REPLY;
        }
        return machine(f.start(p.address(), 0x53).bcd(game, 2), s, (int) game).crc();
    }

    /**
     * LP 1F/53 body: game id (2 ASCII), additional id (3 ASCII "000"), denomination code, max bet (1 byte, capped
     * at 255), progressive group 0, game options 0, paytable id (6 ASCII), base RTP (4 ASCII, e.g. "9640"). Game 0
     * (LP 1F) describes the selected game, or the first.
     */
    private static Frame machine(Frame f, SasSnapshot s, int game) {
        SasSnapshot.Game g = s.gameOrNull(game > 0 ? game : Math.max(1, s.selectedGame()));
        f.ascii(g == null ? "00" : g.gameId(), 2).ascii("000", 3).bin(Codes.denominationCode(s.denominationCents()), 1)
            .bin(g == null ? 0 : Math.min(255, g.maxBet()), 1).bin(0, 1).bin(0, 2)
            .ascii(g == null ? "" : g.paytableId(), 6);
        int rtp = g == null ? 0 : Math.min(9999, g.baseRtpBasisPoints());
        return f.asciiDigits(rtp, 4);
    }

    /**
     * LP A0: features of game N (the same for every game here): game number, features bytes 1-4 and two reserved
     * bytes, as the Monaco EGM builds it and the nCompass SMIB reads it (12 bytes with the CRC; docs/sas.md "LP
     * A0"). Byte 1: validation extensions with the secure enhanced style where ticket validation is configured, and
     * ticket redemption where tickets are taken; legacy bonus awards where LP 8A is answered, AFT bonus awards where
     * LP 72 takes bonus transfers too; no jackpot multiplier or tournament. Byte 2: meter model
     * "metered when won", tickets counted in drop and cancelled credits (with validation), extended meters, AFT where
     * the table answers LP 72 (AFT enabled); no component authentication or multi-denomination. Byte 3: polled every
     * 40 ms. Byte 4: none.
     */
    static int features(Poll p, SasSnapshot s, Frame f, ValidationPolls validation, LongPollTable table) {
        long game = p.bcd(2, 2);
        if (game < 0 || game > 0 && s.gameOrNull((int) game) == null) {
            return LongPollHandler.NO_REPLY;
        }
        int one = 0;
        int two = METERED_WHEN_WON | EXTENDED_METERS;
        if (validation != null) {
            one |= VALIDATION_EXTENSIONS | SECURE_ENHANCED_STYLE;
            one |= validation.features().redeemsTickets() ? TICKET_REDEMPTION : 0;
            two |= TICKETS_TO_DROP_AND_CANCELLED;
        }
        // Read at each poll: AFT's polls are added to the table after the standard ones (docs/aft.md "Announcing AFT").
        boolean aft = table.supports(AFT_TRANSFER_FUNDS);
        two |= aft ? AFT : 0;
        // Bonusing (sas.bonus.enabled) registers LP 8A, and with AFT on it also makes LP 72 take bonus transfers
        // (types 10, 11): so 8A on the table means legacy bonus awards, and with 72 AFT bonus awards (docs/aft.md).
        boolean bonusing = table.supports(LEGACY_BONUS);
        one |= bonusing ? LEGACY_BONUS_AWARDS : 0;
        one |= bonusing && aft ? AFT_BONUS_AWARDS : 0;
        return f.start(p.address(), 0xA0).bcd(game, 2).bin(one, 1).bin(two, 1).bin(POLLS_EVERY_40_MS, 1).bin(0, 1)
            .bin(0, 2).crc();
    }

    /**
     * LP B5: extended game information: game number, max bet (2 BCD), progressive group 0, progressive levels 0 (4
     * bytes), game name and paytable name (each a length byte and ASCII, at most 20), wager categories 0 (2 BCD).
     * The poll is type M (address, B5, game number, CRC) as the Monaco EGM and the nCompass SMIB send and parse
     * it; the same poll with a length byte 02 before the game number is accepted too (LongPollTable#M_OR_LENGTH).
     */
    static int extendedGame(Poll p, SasSnapshot s, Frame f) {
        long game = p.bcd(p.length() == 7 ? 3 : 2, 2);
        SasSnapshot.Game g = game < 0 ? null : s.gameOrNull((int) (game == 0 ? Math.max(1, s.selectedGame()) : game));
        if (g == null) {
            return LongPollHandler.NO_REPLY;
        }
        f.start(p.address(), 0xB5);
        int lengthAt = f.position();
        f.bin(0, 1).bcd(game, 2).bcd(Math.min(9999, g.maxBet()), 2).bin(0, 1).bin(0, 4)
            .asciiWithLength(g.name(), 20).asciiWithLength(g.paytableId(), 20).bcd(0, 2);
        f.patch(lengthAt, f.position() - lengthAt - 1);
        return f.crc();
    }
}
