package io.opencab.sas.tito;

/**
 * The host's transfer codes in long poll 71 (redeem ticket), as SAS 6.02 numbers them (docs/sas.md
 * "Ticket in"). Sources: the open-sourced Aristocrat Monaco SAS client's transfer code table; the SAS
 * document itself was not available.
 */
public final class TransferCode {
    /** Valid cashable ticket: the only kind this cabinet credits. */
    public static final int CASHABLE = 0x00;
    /** Valid restricted promotional ticket (the cabinet refuses it). */
    public static final int RESTRICTED_PROMOTIONAL = 0x01;
    /** Valid non-restricted promotional ticket (the cabinet refuses it). */
    public static final int NONRESTRICTED_PROMOTIONAL = 0x02;
    /** Unable to validate (no reason given). */
    public static final int UNABLE_TO_VALIDATE = 0x80;
    public static final int NOT_A_VALID_VALIDATION_NUMBER = 0x81;
    public static final int NOT_IN_SYSTEM = 0x82;
    public static final int MARKED_PENDING_IN_SYSTEM = 0x83;
    public static final int ALREADY_REDEEMED = 0x84;
    public static final int EXPIRED = 0x85;
    public static final int VALIDATION_INFO_NOT_AVAILABLE = 0x86;
    public static final int AMOUNT_DOES_NOT_MATCH_SYSTEM = 0x87;
    public static final int AMOUNT_EXCEEDS_AUTO_REDEMPTION_LIMIT = 0x88;
    public static final int NOT_VALID_AT_THIS_TIME = 0x90;
    public static final int NOT_VALID_ON_THIS_MACHINE = 0x91;
    public static final int PLAYER_CARD_MUST_BE_INSERTED = 0x92;
    public static final int NOT_VALID_FOR_CURRENT_PLAYER = 0x93;
    /** Request for the current ticket status (no ticket data needed). */
    public static final int STATUS_QUERY = 0xFF;

    private TransferCode() {
    }

    /** 00, 01, 02: the host validated the ticket (of that kind). */
    public static boolean isRedeem(int code) {
        return code == CASHABLE || code == RESTRICTED_PROMOTIONAL || code == NONRESTRICTED_PROMOTIONAL;
    }

    /** 80-88, 90-93: the host refuses the ticket, for that reason. */
    public static boolean isRefusal(int code) {
        return code >= UNABLE_TO_VALIDATE && code <= AMOUNT_EXCEEDS_AUTO_REDEMPTION_LIMIT
            || code >= NOT_VALID_AT_THIS_TIME && code <= NOT_VALID_FOR_CURRENT_PLAYER;
    }
}
