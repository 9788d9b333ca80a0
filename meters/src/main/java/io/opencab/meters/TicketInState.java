package io.opencab.meters;

/** Where a redeemed ticket is (docs/tito.md "Ticket in"). */
public enum TicketInState {
    /** In the validator's escrow; the host has been asked (SAS exception 67). No credit. */
    ESCROWED,
    /** The host authorised its amount; the validator has been (or is about to be) told to stack it. */
    AUTHORISED,
    /** Stacked and credited: the amount went onto the credit meter with this row, once. */
    STACKED,
    /** Given back to the player (refused, timed out, link lost, validator returned it): no credit. */
    RETURNED,
    /** Authorised and told to stack, but the stacking was not proven (fault, power cut): attendant needed. */
    IN_DOUBT;

    /** ESCROWED, AUTHORISED or IN_DOUBT: a ticket is being redeemed and nothing else may move credits. */
    public boolean open() {
        return this == ESCROWED || this == AUTHORISED || this == IN_DOUBT;
    }
}
