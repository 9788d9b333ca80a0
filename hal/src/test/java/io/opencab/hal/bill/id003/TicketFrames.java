package io.opencab.hal.bill.id003;

import java.nio.charset.StandardCharsets;

/** Test helpers for ticket escrow frames: {@code 13 6F <barcode characters>}. */
final class TicketFrames {
    static final String TICKET = "001234567890123456";

    private TicketFrames() {
    }

    /** The data bytes of a ticket escrow: the ticket code, then the barcode's characters. */
    static int[] escrowData(String barcode) {
        byte[] chars = barcode.getBytes(StandardCharsets.ISO_8859_1);
        int[] data = new int[chars.length + 1];
        data[0] = Id003Codes.TICKET_ESCROW_CODE;
        for (int i = 0; i < chars.length; i++) {
            data[i + 1] = chars[i] & 0xFF;
        }
        return data;
    }

    static Id003Frame escrow(String barcode) {
        return Id003Frame.of(Id003Codes.ESCROW, escrowData(barcode));
    }
}
