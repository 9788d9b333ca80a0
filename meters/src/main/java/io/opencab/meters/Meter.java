package io.opencab.meters;

/**
 * The cabinet-wide accounting meters, each keyed by its SAS 6.02 meter code where one exists
 * (regulations.md 1.2; the codes are the store's primary keys). Values are credits or counts,
 * kept modulo {@link MeterStore#ROLLOVER} (docs/meters.md). Bill counts per denomination
 * ({@link BillDenominations}) and door openings per door are keyed separately.
 */
public enum Meter {
    /** 0000: every wager (bets deducted at decide). */
    COIN_IN("0000", true),
    /** 0001: wins paid by the machine to the credit meter. */
    COIN_OUT("0001", true),
    /** 0002: attendant-paid (handpay) jackpots, never on the credit meter. */
    JACKPOT("0002", true),
    /** 0003: attendant-paid cancelled credits (cash-out handpays). */
    HANDPAID_CANCELLED_CREDITS("0003", true),
    /** 0004: all cancelled credits (every cash-out; equals 0003 while handpay is the only cash-out). */
    CANCELLED_CREDITS("0004", true),
    /** 0005: games played (counted at decide). */
    GAMES_PLAYED("0005", true),
    /** 0006: games won (win above zero, counted when paid). */
    GAMES_WON("0006", true),
    /** 0007: games lost (no win, counted when paid). */
    GAMES_LOST("0007", true),
    /** 000B: credits from bills accepted (stacked). */
    BILLS_IN_CREDITS("000B", true),
    /** 000C: the credit meter; a balance, kept in the lifetime scope only. */
    CURRENT_CREDITS("000C", true),
    /** 0022: total won credits = coin out + jackpot. */
    TOTAL_WON("0022", true),
    /** 0023: total hand-paid credits = handpaid cancelled credits + jackpot. */
    TOTAL_HANDPAID("0023", true),
    /** 0024: total drop (bills to the stacker). */
    DROP("0024", true),
    /** Power resets (store opens); SAS reports it through LP 1C, no meter code. */
    POWER_RESETS("PWR_RESETS", false);

    private final String key;
    private final boolean sas;

    Meter(String key, boolean sas) {
        this.key = key;
        this.sas = sas;
    }

    /** The store key: the SAS meter code (four hex digits) or, without one, a name. */
    public String key() {
        return key;
    }

    /** True when {@link #key()} is a SAS meter code. */
    public boolean sas() {
        return sas;
    }

    /** Door openings of {@code door}: no SAS meter code (SAS reports doors through LP 1C and exceptions). */
    public static String doorKey(String door) {
        return "DOOR:" + door;
    }
}
