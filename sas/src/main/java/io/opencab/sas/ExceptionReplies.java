package io.opencab.sas;

/**
 * The general poll's answer for one queued exception (SAS 6.02 section 4): one byte, the code,
 * or with real-time event reporting on (LP 0E) {@code addr FF code data CRC}, where the data is:
 * <ul>
 *   <li>7E game started: credits wagered (2 BCD), coin-in meter (4 BCD), wager type 0, progressive group 0;</li>
 *   <li>7F game ended: the win (4 BCD);</li>
 *   <li>47-50 bill accepted: sent as 4F with the SAS country code of the currency, bill denomination code,
 *   count of that bill (4 BCD);</li>
 *   <li>51 handpay pending: the LP 1B fields;</li>
 *   <li>8C game selected: the game number (2 BCD);</li>
 *   <li>every other code: no data.</li>
 * </ul>
 * The store keeps {@code v1}/{@code v2}: 7E bet and coin-in after it; 7F win; bills value in
 * cents and count; 51 amount and jackpot (1) or cancelled credits (0); 8C game number.
 */
final class ExceptionReplies {
    private ExceptionReplies() {
    }

    /** Exception {@code code} with its data {@code v1}/{@code v2}: one byte, or with real-time reporting an event. */
    static int write(Frame f, int address, boolean realTime, int code, long v1, long v2, String currency) {
        if (!realTime) {
            return f.one(code).plain();
        }
        if (code >= 0x47 && code <= 0x50) {
            return f.start(address, 0xFF).bin(0x4F, 1).bcd(Codes.countryCode(currency), 1)
                .bcd(Math.max(0, Codes.billCode(v1)), 1).bcd(v2, 4).crc();
        }
        f.start(address, 0xFF).bin(code, 1);
        return switch (code) {
            case 0x7E -> f.bcd(v1, 2).bcd(v2, 4).bin(0, 1).bin(0, 1).crc();
            case 0x7F -> f.bcd(v1, 4).crc();
            case 0x51 -> InfoPolls.handpayData(f, true, v1, v2 == 1).crc();
            case 0x8C -> f.bcd(v1, 2).crc();
            default -> f.crc();
        };
    }
}
