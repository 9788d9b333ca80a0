package io.opencab.sas;

import static io.opencab.sas.AftPollsTest.ASSET;
import static io.opencab.sas.AftPollsTest.ASSET_HEX;
import static io.opencab.sas.AftPollsTest.KEY_HEX;
import static io.opencab.sas.LongPollTest.hexWithCrc;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.sas.aft.AftOrder;
import io.opencab.sas.aft.AftView;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The host cash-out as the polls show it (docs/aft.md "Host cash-out"): "win to host" (type 90) refused 82 as a
 * function this cabinet does not offer, also while a host cash-out is offered; hard mode reported in LP 74.
 */
class HostCashOutPollsTest {
    final Fixture f = new Fixture();
    final List<AftOrder> orders;
    AftView view;

    HostCashOutPollsTest() {
        orders = RecordingAftPort.on(f, () -> view).orders;
    }

    private static AftView offering(int flags) {
        return new AftView(ASSET, new AftView.Registration(0x01, ASSET, AftPollsTest.key(), 7),
            AftView.Availability.UNAVAILABLE, 2_500, 0, 100, 0, 0, 97_400, List.of(), Optional.empty(), new long[6],
            new AftView.HostCashOut(flags, true));
    }

    private String send(String body) {
        String r = f.send(hexWithCrc(body));
        f.send("80");
        return r;
    }

    @Test
    void winToHostTypeNinetyIs82NotAValidFunctionEvenDuringAnOffer() {
        view = offering(0x03);

        // given a type 90 for the $25.00 on the meter, answering the offer (flag bit 3)
        String r = send(AftTransferPollsTest.poll("00", "90", "00 00 00 25 00", "08", ASSET_HEX, KEY_HEX,
            AftTransferPollsTest.ID));

        // then 82 in the long form with the cabinet's asset, and nothing handed to the cabinet
        String[] b = r.split(" ");
        assertEquals("82", b[4], r);
        assertEquals("90", b[6], "the type as ordered: " + r);
        assertTrue(r.contains(ASSET_HEX), r);
        assertTrue(orders.isEmpty());
    }

    @Test
    void lp74ReportsHardModeAsTheHostSetIt() {
        view = offering(0x07);

        String r = send("01 74 FF 00 00 00");

        assertEquals("07", r.split(" ")[9], "host cash-out status: control, enable, hard: " + r);
        assertEquals("02", r.split(" ")[8], "during the offer only a transfer from the machine: " + r);
    }
}
