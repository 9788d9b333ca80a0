package io.opencab.meters;

import java.time.Instant;

/**
 * One ticket inserted for redemption, as journaled (docs/tito.md "Ticket in").
 *
 * @param ticketId    the store's id
 * @param validation  the 18 digits read from the barcode
 * @param deviceRef   the validator driver's id for the ticket in its path
 * @param amountCents the amount the host authorised (0 until AUTHORISED)
 * @param credits     the credits that amount makes (0 until AUTHORISED)
 * @param hostStatus  the SAS LP 71 machine status the redemption ended with (0x00 redeemed, 0x8x refused),
 *                    or -1 while it is open
 * @param settledAt   when it was stacked or returned, or null
 * @param detail      why it ended as it did (host refusal, timeout, attendant), or null
 */
public record TicketInRecord(long ticketId, String validation, String deviceRef, TicketInState state, long amountCents,
                             long credits, int hostStatus, Instant escrowedAt, Instant authorisedAt,
                             Instant settledAt, String detail) {
}
