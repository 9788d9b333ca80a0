package io.opencab.hal.bill.id003;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.hal.EventLog;
import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.bill.RecordingLedger;
import io.opencab.hal.lab.LabDevices;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The lab's bench console (bin/lab-devices, docs/hal.md "A lab's bench devices") drives the same emulator the pty
 * tests use: its command lines reach the real driver on the other end of a socat pty pair.
 */
class LabDevicesPtyTest {
    @TempDir
    Path dir;
    private final RecordingLedger ledger = new RecordingLedger();
    private final EventLog<BillEvent> events = new EventLog<>();

    @BeforeAll
    static void socat() {
        SocatPair.requireSocat();
    }

    @Test
    void aNoteCommandIsStackedAndCreditedByTheDriver() {
        try (Id003PtyRig rig = new Id003PtyRig(dir, UnaryOperator.identity(), ledger, Clock.systemUTC(), events)) {
            LabDevices lab = new LabDevices(rig.device, null, new PrintStream(new ByteArrayOutputStream()));
            rig.accept(false);

            String said = lab.command("note 0x64");

            assertEquals("note 0x64 inserted", said);
            assertEquals(1_000, events.await(BillEvent.NoteStacked.class, Id003PtyRig.WAIT).valueCents());
            assertEquals(List.of(0x64), rig.device.stackedCodes());
            assertTrue(lab.command("stacked").contains("0x64"), lab.command("stacked"));
        }
    }

    @Test
    void aBadCommandGetsOneLineAndChangesNothing() {
        try (Id003PtyRig rig = new Id003PtyRig(dir, UnaryOperator.identity(), ledger, Clock.systemUTC(), events)) {
            LabDevices lab = new LabDevices(rig.device, null, new PrintStream(new ByteArrayOutputStream(), true,
                    StandardCharsets.UTF_8));
            rig.accept(false);

            List<String> said = List.of(lab.command("note 0x70"), lab.command("note twenty"), lab.command("fly"),
                    lab.command("printed"));

            assertEquals(List.of("? code 0x70 is outside 0x61..0x68", "? 'twenty' is not a code (write it as 0x61 or 97)",
                    "? unknown command 'fly' ('help' lists the commands)", "? no printer: start with --printer PATH"), said);
            rig.settle(3);
            assertEquals(List.of(), rig.device.stackedCodes());
            assertEquals(0, ledger.creditedCents());
        }
    }
}
