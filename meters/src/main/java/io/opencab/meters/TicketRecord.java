package io.opencab.meters;

import java.time.Instant;

/**
 * One cash-out ticket as journaled (docs/tito.md).
 *
 * @param ticketNumber     the number printed on the ticket (SAS ticket number, 0..9999)
 * @param sequence         the SAS validation sequence number its validation number was derived from
 * @param validationNumber the 18 digits printed and reported to the host
 * @param credits          credits the ticket takes off the meter when printed
 * @param cents            its value, as printed
 * @param settledAt        null while PENDING
 * @param detail           why it ended as it did (printer fault, attendant), or null
 */
public record TicketRecord(long ticketId, int ticketNumber, long sequence, String validationNumber, long credits,
                           long cents, TicketState state, Instant createdAt, Instant settledAt, String detail) {
}
