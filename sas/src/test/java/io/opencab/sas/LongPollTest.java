package io.opencab.sas;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** Every supported read poll, bytes in and bytes out, against the fixture's snapshot (replies worked out by hand). */
class LongPollTest {
    @ParameterizedTest(name = "LP {0}")
    @CsvSource(delimiter = '|', value = {
        "01 0F|01 0F 00 00 07 00 12 34 56 78 00 00 23 45 00 00 20 00 00 00 05 00 00 00 03 21 63 3F",
        "01 10|01 10 00 00 07 00 63 FD",
        "01 11|01 11 12 34 56 78 DF DC",
        "01 12|01 12 00 00 23 45 11 BA",
        "01 13|01 13 00 00 20 00 94 8E",
        "01 14|01 14 00 00 05 00 C3 E3",
        "01 15|01 15 00 00 03 21 DC 8C",
        "01 16|01 16 00 00 01 00 2B 92",
        "01 17|01 17 00 00 02 21 8C 83",
        "01 18|01 18 00 12 00 07 D9 AE",
        "01 19|01 19 12 34 56 78 00 00 23 45 00 00 20 00 00 00 05 00 00 00 03 21 99 C9",
        "01 1A|01 1A 00 00 00 99 8B F5",
        "01 1C|01 1C 12 34 56 78 00 00 23 45 00 00 20 00 00 00 05 00 00 00 03 21 00 00 01 00 00 00 00 04 00 00 00 09 8C 57",
        "01 1E|01 1E 00 00 00 03 00 00 00 02 00 00 00 00 00 00 00 01 00 00 00 00 00 00 00 00 75 84",
        "01 1F|01 1F 43 54 30 30 30 01 FF 00 00 00 43 54 30 30 30 31 39 36 34 30 C1 82",
        "01 20|01 20 00 00 00 20 B8 45",
        "01 31|01 31 00 00 00 03 25 E9",
        "01 33|01 33 00 00 00 02 24 EE",
        "01 35|01 35 00 00 00 01 27 E7",
        "01 3A|01 3A 00 00 00 00 52 9C",
        "01 3B|01 3B 00 00 00 00 16 97",
        "01 45|01 45 00 00 00 00 5D E3",
        "01 48|01 48 37 04 00 00 00 01 CD 7F",
        "01 51|01 51 00 02 96 E6",
        "01 52 00 01 69 3B|01 52 00 01 00 01 00 00 00 00 90 00 00 00 00 00 00 00 02 00 D8 6E",
        "01 53 00 02 2E 53|01 53 00 02 4C 52 30 30 30 01 FF 00 00 00 4C 52 30 30 30 31 39 36 33 30 9F 90",
        "01 54|01 54 0E 36 30 32 46 4C 4F 4F 52 2D 41 2D 30 31 37 F3 0B",
        "01 55|01 55 00 01 6C B7",
        "01 56|01 56 03 01 00 01 49 24",
        "01 7E|01 7E 11 25 20 26 17 50 41 C0 63",
        "01 A0 00 01 E5 02|01 A0 00 01 00 09 01 00 00 00 C3 CD",
        "01 B5 00 01 CD BE|01 B5 21 00 01 10 00 00 00 00 00 00 0E 43 68 72 69 73 74 6D 61 73 20 54 72 65 65 06 43 54 30 30 30 31 00 00 FA 9C",
        "01 2F 06 00 00 00 05 0C 99 27 8B|01 2F 11 00 00 00 12 34 56 78 05 00 00 03 21 0C 00 00 00 99 D8 CD",
        "01 6F 08 00 01 00 00 05 00 0C 00 6B 22|01 6F 15 00 01 00 00 05 00 00 01 00 00 05 00 05 00 00 00 02 00 0C 00 00 7F AA",
    })
    void answersFromTheSnapshot(String poll, String reply) {
        Fixture f = new Fixture();
        assertEquals(reply, f.send(poll));
    }

    @Test
    void aFourByteMeterReportsItsValueModuloTenToTheEight() {
        Fixture f = new Fixture();
        f.snapshot = Fixture.snapshot(Map.of(0x00, 12_345_678_901L), List.of());
        assertEquals("01 11 45 67 89 01 DA 00", f.send("01 11"));
    }

    /**
     * LP 2F reports each meter in the minimum size of SAS 6.02's meter-code table (the Monaco EGM's table): coin in,
     * a credit meter, in 4 BCD bytes (modulo 10^8); until issue 35 it went out in 5.
     */
    @Test
    void aCreditMeterInLp2fIsFourBytesAsTheMeterTableGivesIt() {
        Fixture f = new Fixture();
        f.snapshot = Fixture.snapshot(Map.of(0x00, 12_345_678_901L), List.of());
        assertEquals("01 2F 07 00 00 00 45 67 89 01 CD 6A", f.send("01 2F 03 00 00 00 8B 2B"));
    }

    @Test
    void aCentsMeterInLp2fIsFiveBytes() {
        Fixture f = new Fixture();
        f.snapshot = Fixture.snapshot(Map.of(0x0D, 12_345_678_901L), List.of());
        assertEquals(hexWithCrc("01 2F 08 00 00 0D 23 45 67 89 01"), f.send(hexWithCrc("01 2F 03 00 00 0D")));
    }

    @Test
    void lp6fReportsEveryMeterInTheStoresTenDigits() {
        Fixture f = new Fixture();
        f.snapshot = Fixture.snapshot(Map.of(0x05, 12_345_678_901L), List.of());
        assertEquals(hexWithCrc("01 6F 0A 00 00 05 00 05 23 45 67 89 01"), f.send(hexWithCrc("01 6F 04 00 00 05 00")));
    }

    @Test
    void gameMetersForAGameThatDoesNotExistGetNoReply() {
        Fixture f = new Fixture();
        assertEquals("", f.send(hexWithCrc("01 52 00 09")));
    }

    static String hexWithCrc(String body) {
        byte[] b = java.util.HexFormat.of().parseHex(body.replace(" ", ""));
        return java.util.HexFormat.ofDelimiter(" ").withUpperCase().formatHex(Crc16.append(b));
    }

    /**
     * LP B5 is type M (address, B5, game number, CRC) as the Monaco EGM and the nCompass SMIB send it; issue 35's
     * independent host sent it with a length byte 02 and got no answer. Both forms are answered alike.
     */
    @Test
    void lpB5WithALengthByteBeforeTheGameNumberIsAnsweredAsTheShortForm() {
        Fixture f = new Fixture();
        String shortForm = f.send("01 B5 00 01 CD BE");
        f.send("80");

        assertEquals(shortForm, f.send(hexWithCrc("01 B5 02 00 01")));
    }

    /**
     * LP A0 with secure enhanced validation and ticket in configured (issue 35: byte 1 was 00): validation
     * extensions (10) with the secure enhanced style (40) and ticket redemption (80); byte 2 adds tickets counted in
     * drop and cancelled credits (04).
     */
    @Test
    void lpA0ReportsSecureEnhancedValidationAndRedemptionWhereConfigured() {
        Fixture f = new Fixture(new ValidationPolls(new io.opencab.sas.tito.ValidationIds(),
            new io.opencab.sas.tito.TicketFeatures(true, true, 0)));

        assertEquals(hexWithCrc("01 A0 00 00 D0 0D 01 00 00 00"), f.send(hexWithCrc("01 A0 00 00")));
    }
}
