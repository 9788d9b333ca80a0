/**
 * Money out and tickets (docs/tito.md): {@link io.opencab.app.cabinet.tickets.Payout} pays a cash-out as a ticket
 * when the cabinet can print one, else as a {@link io.opencab.app.cabinet.tickets.CashOutHandpay}; {@link
 * io.opencab.app.cabinet.tickets.TicketOutFlow} journals the ticket before the printer is told and settles it by
 * the printer's answer; {@link io.opencab.app.cabinet.tickets.TicketCashOut} is the machine's side of it (the
 * printer's reports, a ticket in doubt); {@link io.opencab.app.cabinet.tickets.HandpayKeyOff} pays a handpay,
 * validated with the host; {@link io.opencab.app.cabinet.tickets.TicketRedeem} redeems a ticket inserted in the
 * validator with the host (ticket in); {@link io.opencab.app.cabinet.tickets.TicketHost} takes the host's answers
 * (LP 71) for a redemption from the SAS link's threads; {@link io.opencab.app.cabinet.tickets.HostValidation} the
 * casino system's validation numbers.
 *
 * <p>Owns: a ticket's life from cash-out to printed, and from inserted to credited or returned; a cash-out's
 * handpay. Uses nothing of the cabinet but the state (the ledger through the state's {@code Money}). Must not touch: the meter store except through {@link
 * io.opencab.app.cabinet.ledger.Money} or the function it is given; the SAS link (the host is reached through the SAS
 * service's ports); the round, cashless, devices or attendant above it; the facade in the package above.
 */
package io.opencab.app.cabinet.tickets;
