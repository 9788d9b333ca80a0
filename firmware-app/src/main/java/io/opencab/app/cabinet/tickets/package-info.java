/**
 * Ticket out (docs/tito.md "Ticket out"): {@link io.opencab.app.cabinet.tickets.TicketOutFlow} decides ticket or
 * handpay for a cash-out, journals the ticket before the printer is told and settles it by the printer's answer;
 * {@link io.opencab.app.cabinet.tickets.HostValidation} is the casino system's validation number source.
 *
 * <p>Owns: a ticket's life from cash-out to printed. Must not touch: the cabinet's state (the machine's side is
 * {@code TicketCashOut} in the package above), the store except through the function it is given.
 */
package io.opencab.app.cabinet.tickets;
