package io.opencab.tests.sas;

import static io.opencab.tests.sas.SasRig.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.hal.bill.id003.Id003Emulator;
import io.opencab.meters.Meter;
import io.opencab.meters.Scope;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 27: the host's LP 07 switches off a real bill validator (the ID-003 driver over a socat pty, the
 * emulated validator on its other end), so a note is returned, not credited; LP 06 switches it back on.
 */
class SasBillValidatorTest {
    @TempDir
    Path dir;
    ValidatorPty line;
    Id003Emulator validator;
    SasRig rig;

    @BeforeEach
    void start() throws Exception {
        line = new ValidatorPty(dir);
        Path cabinetEnd = line.cabinetEnd;
        validator = line.validator;
        rig = new SasRig(dir, "keep-playing");
        String cfg = Files.readString(rig.config).replace("hal.bill=simulated\n", String.join("\n",
            "hal.bill=real", "hal.bill.port=" + cabinetEnd, "hal.bill.port.kind=pty", "hal.bill.parity=none", "hal.bill.poll.ms=10",
            "hal.bill.response.ms=100", "hal.bill.failures=3", "hal.bill.reconnect.ms=50", "hal.bill.startup.ms=5000", ""));
        Files.writeString(rig.config, cfg);
        rig.startCabinetWithRealDevices(27L).startSas();
        await(() -> rig.cabinet.state().acceptingBills() && !validator.inhibited(), "validator enabled on the line");
    }

    @AfterEach
    void stop() throws Exception {
        rig.close();
        line.close();
    }

    private long billsIn() {
        return rig.cabinet.meterReport().meters().get(Scope.LIFETIME, Meter.BILLS_IN_CREDITS);
    }

    @Test
    void lp07InhibitsTheValidatorAndANoteIsReturnedNotCredited() {
        long credits = rig.cabinet.state().credits();
        long bills = billsIn();

        assertTrue(rig.host.control(0x07), "LP 07 acknowledged");
        await(validator::inhibited, "validator inhibited on the line");
        assertTrue(validator.insert(0x65), "a $20 note enters");
        await(validator::idle, "the note handled");

        assertTrue(validator.stackedCodes().isEmpty(), "nothing stacked");
        assertEquals(credits, rig.cabinet.state().credits(), "nothing credited");
        assertEquals(bills, billsIn());
    }

    @Test
    void lp06EnablesTheValidatorAgain() {
        assertTrue(rig.host.control(0x07));
        await(validator::inhibited, "validator inhibited");
        long credits = rig.cabinet.state().credits();

        assertTrue(rig.host.control(0x06), "LP 06 acknowledged");
        await(() -> !validator.inhibited(), "validator enabled again");
        assertTrue(validator.insert(0x65));

        await(() -> rig.cabinet.state().credits() == credits + 2000, "the $20 note credited (1 cent credits)");
        assertEquals(1, validator.stackedCodes().size());
    }

    @Test
    void lp01AlsoInhibitsTheValidator() {
        assertTrue(rig.host.control(0x01), "LP 01 acknowledged");

        await(validator::inhibited, "validator inhibited while play is disabled");
        // the inhibit goes out while the cabinet thread publishes the state that says why (Cabinet.publishIfChanged)
        await(() -> !rig.cabinet.state().hostDisabled().isEmpty(), "the host-disabled state published");
    }
}
