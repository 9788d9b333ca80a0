package io.opencab.sas;

import static io.opencab.sas.LongPollTest.hexWithCrc;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.opencab.sas.tito.TicketFeatures;
import io.opencab.sas.tito.ValidationIds;
import org.junit.jupiter.api.Test;

/**
 * LP 7B, 7C, 7D (docs/sas.md "Ticket validation") on hand-written frames. 7B reply: length 0A, asset number
 * (4 bytes binary), status bits (2 bytes binary, LSB first: 0001 printer is the cash-out device, 0020 ticket
 * redemption, 8000 secure enhanced validation configured), cashable and restricted expiry (2 BCD each, 9999 never).
 */
class ValidationStatusPollsTest {
    private final ValidationIds ids = new ValidationIds();
    private final Fixture f = new Fixture(new ValidationPolls(ids, new TicketFeatures(true, true, 30)));

    @Test
    void lp7bReportsPrintingRedeemingSecureEnhancedAndTheConfiguredExpiry() {
        ids.set(0x123456, 0x10);
        assertEquals(hexWithCrc("01 7B 0A 00 00 00 00 25 80 00 30 99 99"),
            f.send(hexWithCrc("01 7B 08 00 00 00 00 00 00 00 00")));
    }

    @Test
    void lp7bBeforeTheHostSetAValidationIdReportsOnlyRedemption() {
        assertEquals(hexWithCrc("01 7B 0A 00 00 00 00 20 00 00 30 99 99"),
            f.send(hexWithCrc("01 7B 08 00 00 00 00 00 00 00 00")));
    }

    @Test
    void lp7bAskingToStopPrintingAndChangeTheExpiryIsAnsweredWithTheCabinetsUnchangedState() {
        ids.set(0x123456, 0x10);
        assertEquals(hexWithCrc("01 7B 0A 00 00 00 00 25 80 00 30 99 99"),
            f.send(hexWithCrc("01 7B 08 21 00 00 00 00 07 00 07")));
    }

    @Test
    void aCabinetWhoseTicketsNeverExpireReports9999() {
        Fixture never = new Fixture(new ValidationPolls(ids, new TicketFeatures(true, false, 0)));
        ids.set(0x123456, 0x10);
        assertEquals(hexWithCrc("01 7B 0A 00 00 00 00 05 80 99 99 99 99"),
            never.send(hexWithCrc("01 7B 08 00 00 00 00 00 00 00 00")));
    }

    @Test
    void lp7bWithANonBcdExpiryOrAnotherLengthGetsNoReply() {
        assertEquals("", f.send(hexWithCrc("01 7B 08 00 00 00 00 00 0A 00 00")));
        assertEquals("", f.send(hexWithCrc("01 7B 07 00 00 00 00 00 00 00")));
    }

    @Test
    void withoutValidationConfigured7bReportsNoStatusAnd7cAnd7dAreIgnored() {
        Fixture plain = new Fixture();
        assertEquals(hexWithCrc("01 7B 0A 00 00 00 00 00 00 99 99 99 99"),
            plain.send(hexWithCrc("01 7B 08 00 00 00 00 00 00 00 00")));
        assertEquals("", plain.send(hexWithCrc("01 7C 00")));
        assertEquals("", plain.send(hexWithCrc("01 7D 00")));
    }

    @Test
    void lp7cWellFormedIsAnsweredWithTheFlagNotInEffect() {
        // One element: code 00 (location), length 6, "CASINO".
        assertEquals(hexWithCrc("01 7C 00"), f.send(hexWithCrc("01 7C 08 00 06 43 41 53 49 4E 4F")));
    }

    @Test
    void lp7cWithAnElementRunningPastTheLengthOrATitleOver16GetsNoReply() {
        assertEquals("", f.send(hexWithCrc("01 7C 04 00 06 43 41")));
        assertEquals("", f.send(hexWithCrc("01 7C 13 10 11" + " 41".repeat(17))));
    }

    @Test
    void lp7dWellFormedIsAnsweredWithTheFlagNotInEffect() {
        // Host ID 1234 (LSB first), expiry 30 days, location unchanged, address 1 "MAIN", address 2 unchanged.
        assertEquals(hexWithCrc("01 7D 00"), f.send(hexWithCrc("01 7D 0A 34 12 1E 00 04 4D 41 49 4E 00")));
    }

    @Test
    void lp7dWithLengthZeroOnlyAsksAndIsAnswered() {
        assertEquals(hexWithCrc("01 7D 00"), f.send(hexWithCrc("01 7D 00")));
    }

    @Test
    void lp7dWithATextOver40OrBytesLeftOverGetsNoReply() {
        assertEquals("", f.send(hexWithCrc("01 7D 2D 34 12 1E 29" + " 41".repeat(41))));
        assertEquals("", f.send(hexWithCrc("01 7D 07 34 12 1E 00 00 00 00")));
    }

    @Test
    void lp7bReportsTheConfiguredAssetNumberBinaryLsbFirst() {
        // Asset number 305,419,896 = 0x12345678: 78 56 34 12 on the wire (SAS binary fields are LSB first).
        Fixture asset = new Fixture(new Responder.Options(false, 0x12345678L, false), null);
        assertEquals(hexWithCrc("01 7B 0A 78 56 34 12 00 00 99 99 99 99"),
            asset.send(hexWithCrc("01 7B 08 00 00 00 00 00 00 00 00")));
    }
}
