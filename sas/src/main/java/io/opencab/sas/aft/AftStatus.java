package io.opencab.sas.aft;

/**
 * SAS 6.02 AFT codes as the public descriptions give them (docs/aft.md "Sources"): transfer status (LP 72),
 * lock status (LP 74), registration status (LP 73).
 */
public final class AftStatus {
    public static final int FULL = 0x00;
    public static final int PARTIAL = 0x01;
    public static final int PENDING = 0x40;
    public static final int CANCELLED_BY_HOST = 0x80;
    public static final int TRANSACTION_ID_NOT_UNIQUE = 0x81;
    public static final int NOT_VALID_FUNCTION = 0x82;
    public static final int NOT_VALID_AMOUNT = 0x83;
    public static final int OVER_LIMIT = 0x84;
    public static final int NOT_DENOMINATION_MULTIPLE = 0x85;
    public static final int UNABLE_NOW = 0x87;
    public static final int NOT_REGISTERED = 0x88;
    public static final int KEY_MISMATCH = 0x89;
    public static final int OTHER_POOL = 0x8F;
    public static final int ASSET_MISMATCH = 0x93;
    public static final int NOT_LOCKED = 0x94;
    public static final int TRANSACTION_ID_NOT_VALID = 0x95;
    public static final int NOT_COMPATIBLE = 0xC0;
    public static final int UNSUPPORTED_CODE = 0xC1;
    public static final int NO_INFORMATION = 0xFF;

    /** LP 74 game lock status. */
    public static final int LOCKED = 0x00;
    public static final int LOCK_PENDING = 0x40;
    public static final int LOCK_NONE = 0xFF;

    /** LP 73 registration status. */
    public static final int REG_READY = 0x00;
    public static final int REG_REGISTERED = 0x01;
    public static final int REG_PENDING = 0x40;
    public static final int REG_NOT_REGISTERED = 0x80;

    /** Transfer type 00: in-house amount from the host to the machine. */
    public static final int IN_HOUSE_TO_MACHINE = 0x00;
    /** Transfer type 10: bonus coin-out win from the host to the machine. */
    public static final int BONUS_COIN_OUT_WIN = 0x10;
    /** Transfer type 11: bonus jackpot win from the host to the machine. */
    public static final int BONUS_JACKPOT_WIN = 0x11;
    /** Transfer type 80: in-house amount from the machine to the host. */
    public static final int IN_HOUSE_FROM_MACHINE = 0x80;

    private AftStatus() {
    }
}
