package io.opencab.app.cabinet;

/**
 * The SAS 6.02 LP 71 machine status codes the cabinet reports for a ticket it gives back (regulations.md
 * "70/71 ticket redemption"; docs/tito.md "Ticket in").
 */
final class TicketCodes {
    static final int REJECTED_BY_HOST = 0x80;
    static final int NOT_A_VALID_TRANSFER_FUNCTION = 0x82;
    static final int NOT_A_VALID_TRANSFER_AMOUNT = 0x83;
    static final int EXCEEDS_CREDIT_LIMIT = 0x84;
    static final int NOT_EVEN_MULTIPLE = 0x85;
    static final int UNABLE_TO_ACCEPT = 0x87;
    static final int TIMEOUT = 0x88;
    static final int LINK_DOWN = 0x89;
    static final int VALIDATOR_FAILURE = 0x8B;

    private TicketCodes() {
    }
}
