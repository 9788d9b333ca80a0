package io.opencab.sas.tito;

/**
 * The machine status codes of long poll 71 (redeem ticket), as SAS 6.02 numbers them (docs/sas.md
 * "Ticket in"). Sources: the open-sourced Aristocrat Monaco SAS client's redemption status table; the SAS
 * document itself was not available.
 */
public final class TicketStatus {
    /** Cashable ticket redeemed. */
    public static final int REDEEMED = 0x00;
    /** Restricted promotional ticket redeemed (this cabinet never redeems one). */
    public static final int REDEEMED_RESTRICTED = 0x01;
    /** Non-restricted promotional ticket redeemed (this cabinet never redeems one). */
    public static final int REDEEMED_NONRESTRICTED = 0x02;
    /** A ticket is in escrow, waiting for LP 71. */
    public static final int WAITING_FOR_LONG_POLL_71 = 0x20;
    /** LP 71 accepted, redemption under way. */
    public static final int PENDING = 0x40;
    /** Ticket rejected by the host, or reason unknown. */
    public static final int REJECTED_BY_HOST = 0x80;
    /** The validation number in LP 71 is not the ticket's. */
    public static final int VALIDATION_NUMBER_MISMATCH = 0x81;
    /** Not a valid transfer function (transfer code). */
    public static final int NOT_A_VALID_TRANSFER_FUNCTION = 0x82;
    /** Not a valid transfer amount (e.g. not BCD). */
    public static final int NOT_A_VALID_AMOUNT = 0x83;
    /** Transfer amount exceeds the gaming machine's credit limit. */
    public static final int AMOUNT_EXCEEDS_LIMIT = 0x84;
    /** Transfer amount is not an even multiple of the gaming machine's denomination. */
    public static final int AMOUNT_NOT_EVEN_MULTIPLE = 0x85;
    /** Transfer amount does not match the ticket amount. */
    public static final int AMOUNT_DOES_NOT_MATCH = 0x86;
    /** Gaming machine unable to accept the transfer at this time. */
    public static final int UNABLE_TO_ACCEPT = 0x87;
    /** Ticket rejected: the host did not answer in time. */
    public static final int TIMEOUT = 0x88;
    /** Ticket rejected: communication link down. */
    public static final int LINK_DOWN = 0x89;
    /** Ticket redemption disabled. */
    public static final int DISABLED = 0x8A;
    /** Ticket rejected: validator failure. */
    public static final int VALIDATOR_FAILURE = 0x8B;
    /** The LP 71 does not belong to the current redemption cycle (answered without data). */
    public static final int NOT_COMPATIBLE = 0xC0;
    /** No validation information available (answered without data). */
    public static final int NO_INFO = 0xFF;

    private TicketStatus() {
    }
}
