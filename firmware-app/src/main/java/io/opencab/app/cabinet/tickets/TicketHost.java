package io.opencab.app.cabinet.tickets;

import io.opencab.app.cabinet.state.Machine;

/**
 * The casino system's answers for a ticket in escrow (docs/tito.md "Ticket in"), called from the SAS link's
 * threads: each call only queues the work for the cabinet thread and returns at once.
 */
public final class TicketHost {
    private final Machine m;
    private final TicketRedeem ticketsIn;

    public TicketHost(Machine m, TicketRedeem ticketsIn) {
        this.m = m;
        this.ticketsIn = ticketsIn;
    }

    /** LP 71 with a redemption transfer code (00 cashable, 01/02 promotional) and the amount authorised. */
    public void redeem(String validation, int transferCode, long amountCents) {
        m.later.accept(0L, mm -> ticketsIn.host(validation, transferCode, amountCents));
    }

    /** LP 71 with a refusal code (0x80 and up). */
    public void refused(String validation, int transferCode) {
        m.later.accept(0L, mm -> ticketsIn.hostRefused(validation, transferCode));
    }

    /** The link to the host went up or down: tickets are taken only while it is up; one waiting goes back. */
    public void link(boolean up) {
        m.hostGate.linkUp(up);
        // Posted either way: the cabinet thread then re-applies the outputs, which switch the validator's tickets.
        m.later.accept(0L, mm -> up ? null : ticketsIn.linkDown());
    }
}
