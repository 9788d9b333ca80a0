package io.opencab.app.cabinet;

import io.opencab.app.cabinet.startup.SigningAnchor;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.cabinet.state.Tilt;
import io.opencab.app.cabinet.state.TiltReason;
import io.opencab.app.verify.SoftwareVerifier;
import io.opencab.hal.DeviceMode;
import io.opencab.hal.anchor.AnchorConfig;
import io.opencab.hal.anchor.SigningKeyRecord;
import io.opencab.meters.EventRecord;
import io.opencab.meters.EventType;
import io.opencab.meters.SasEvent;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The trust anchor: the signing key's fingerprint sealed in critical memory (issue 34 item 3). */
class SigningAnchorTest {
    private static final String RELEASE = "SHA256:" + "a1".repeat(32);
    private static final String BOARD = "SHA256:" + "b2".repeat(32);

    @TempDir
    Path dir;
    Fixture f;

    @BeforeEach
    void setUp() {
        f = new Fixture(dir);
    }

    @AfterEach
    void tearDown() {
        f.close();
    }

    /** A verifier that passes an image signed by the key {@code signer}. */
    private static SoftwareVerifier signedBy(String signer) {
        return () -> new SoftwareVerifier.Result(true, true, "verified, signed by " + signer, List.of(), List.of(), 0,
            signer);
    }

    private String sealed() {
        return f.cabinet.withStore(s -> s.configValues().get(SigningAnchor.KEY));
    }

    private Tilt keyTilt() {
        return f.state().tilts().stream().filter(t -> t.reason() == TiltReason.SIGNING_KEY_CHANGED).findFirst()
            .orElseThrow(() -> new AssertionError("no SIGNING_KEY_CHANGED tilt: " + f.state().tilts()));
    }

    /** Provisioned (sealed) on the release's image, then started from an image re-signed with a board key. */
    private void resigned() {
        f.verifier = signedBy(RELEASE);
        f.start();
        f.cabinet.close();
        f.verifier = signedBy(BOARD);
    }

    @Test
    void aStoresFirstStartWithSimulatedDevicesSealsItsKey() {
        f.verifier = signedBy(RELEASE);

        f.start();

        assertEquals(RELEASE, sealed());
        assertTrue(f.state().tilts().isEmpty(), f.state().tilts().toString());
    }

    /** The lab's re-signed image: its manifest verifies with its own key, which is not the sealed one. */
    @Test
    void aBootWithAnotherKeyLocksUpShowingBothFingerprintsLoggedAndReportedToTheHost() {
        resigned();

        f.start();

        Tilt t = keyTilt();
        assertEquals(StateKind.TILT, f.state().kind());
        assertTrue(t.detail().contains("signed by key " + BOARD) && t.detail().contains("provisioned, " + RELEASE),
            t.detail());
        List<EventRecord> events = f.cabinet.withStore(s -> s.events(20));
        assertTrue(events.stream().anyMatch(e -> e.type() == EventType.SOFTWARE_VERIFICATION
            && e.detail().startsWith("FAILED: the software is signed by key " + BOARD)), events.toString());
        List<Integer> sas = f.cabinet.withStore(s -> s.sasQueue().pending()).stream().map(SasEvent::code).toList();
        assertTrue(sas.contains(0x36), "SAS exception 36 (EPROM error, version changed): " + sas);
        assertEquals(RELEASE, sealed(), "nothing re-sealed");
    }

    /** The lab's observation: the same boot logged "passed" and then "FAILED"; a reader of the log sees only FAILED. */
    @Test
    void aBootWithAnotherKeyLogsNoPassedForThatBoot() {
        resigned();

        f.start();

        List<EventRecord> events = f.cabinet.withStore(s -> s.events(50));
        List<String> thisBoot = events.subList(0, events.stream().map(EventRecord::type).toList()
            .indexOf(EventType.POWER_UP)).stream().filter(e -> e.type() == EventType.SOFTWARE_VERIFICATION)
            .map(EventRecord::detail).toList();
        assertEquals(1, thisBoot.size(), thisBoot.toString());
        assertTrue(thisBoot.getFirst().startsWith("FAILED: "), thisBoot.toString());
    }

    @Test
    void theLockupStaysOverARestart() {
        resigned();
        f.start();

        f.restart();

        keyTilt();
    }

    @Test
    void neitherAnAttendantNorAnyoneWithoutTheRamClearPermissionSealsTheNewKey() {
        resigned();
        f.start();
        f.login(Fixture.ATTENDANT_PIN);

        ActionResult r = f.act(new Action.ClearTilt(SigningAnchor.TILT));

        assertFalse(r.accepted(), r.message());
        assertTrue(r.message().contains("may not ram clear"), r.message());
        assertEquals(RELEASE, sealed());
    }

    @Test
    void aTechniciansRamClearLevelAcceptanceSealsTheNewKeyLoggedWithBoth() {
        resigned();
        f.start();

        ActionResult r = acceptAndRestart();

        assertTrue(r.accepted(), r.message());
        assertEquals(BOARD, sealed());
        assertTrue(f.state().tilts().isEmpty(), f.state().tilts().toString());
        assertTrue(f.cabinet.withStore(s -> s.events(50)).stream().anyMatch(e -> e.type() == EventType.CONFIG_CHANGED
            && e.detail().startsWith(SigningAnchor.KEY + ": " + RELEASE + " -> " + BOARD + " by accepted on the screen by"
            + " technician")), "logged with both");
    }

    @Test
    void aTechniciansRamClearSealsTheKeyTheSoftwareRunsWith() {
        resigned();
        f.start();
        f.login(Fixture.TECHNICIAN_PIN);

        f.act(new Action.RequestRamClear());
        f.act(new Action.ConfirmRamClear());
        ActionResult r = f.act(new Action.ConfirmRamClear());
        f.logout();

        assertTrue(r.accepted(), r.message());
        assertEquals(BOARD, sealed());
        assertTrue(f.state().tilts().isEmpty(), f.state().tilts().toString());
    }

    /** The image's files replaced under a running cabinet: the on-demand check finds the other key. */
    @Test
    void anOnDemandCheckWithAnotherKeyLocksUp() {
        String[] key = {RELEASE};
        f.verifier = () -> signedBy(key[0]).verify();
        f.start();
        key[0] = BOARD;
        f.login(Fixture.ATTENDANT_PIN);

        ActionResult r = f.act(new Action.VerifySoftware());

        assertTrue(r.message().contains("signed by another key than the sealed one"), r.message());
        keyTilt();
    }

    /** A store provisioned by a development build (nothing sealed) is not trusted on first use once it has history. */
    @Test
    void aStoreWithNoSealLocksUpAtItsFirstStartFromAnImage() {
        f.start();
        f.cabinet.close();
        f.verifier = signedBy(RELEASE);

        f.start();

        assertTrue(keyTilt().detail().startsWith("no software signing key is sealed"), keyTilt().detail());
    }

    /** With a real device or link even a new store asks a technician (a store deleted on a floor cabinet). */
    @Test
    void aFirstStartWithASasLinkDoesNotSealByItself() {
        f.values = Map.of("cabinet.id", "TEST-1", "security.pin.attendant", Fixture.ATTENDANT.encode(),
            "sas.enabled", "true", "sas.port", "/dev/ttyS7");
        f.verifier = signedBy(RELEASE);

        f.start();

        keyTilt();
        assertEquals(null, sealed());
    }

    /** The configuration with a simulated rollback anchor outside the data directory. */
    private void withAnchor() {
        f.values = Map.of("cabinet.id", "TEST-1", "security.pin.attendant", Fixture.ATTENDANT.encode(),
            "hal.anchor", "simulated", "hal.anchor.path", anchorPath().toString());
    }

    private Path anchorPath() {
        return dir.resolve("anchor").resolve("counter");
    }

    private String recorded() {
        return SigningKeyRecord.read(new AnchorConfig(DeviceMode.SIMULATED, anchorPath())).orElse(null);
    }

    /** The lab's A13: the data directory deleted and a store made afresh under a board key is not trusted on first use. */
    @Test
    void aNewStoreUnderAnotherKeyThanTheAnchorsStartsLockedUpShowingBoth() throws Exception {
        withAnchor();
        resigned();
        deleteDataDirectory();

        f.start();

        Tilt t = keyTilt();
        assertTrue(t.detail().contains("signed by key " + BOARD) && t.detail().contains(RELEASE), t.detail());
        List<Integer> sas = f.cabinet.withStore(s -> s.sasQueue().pending()).stream().map(SasEvent::code).toList();
        assertTrue(sas.contains(0x36), "SAS exception 36: " + sas);
        assertEquals(RELEASE, recorded(), "the anchor's record kept");
    }

    @Test
    void aSealIsRecordedWithTheAnchor() {
        withAnchor();
        f.verifier = signedBy(RELEASE);

        f.start();

        assertEquals(RELEASE, recorded());
    }

    /** A relative hal.anchor.path names the file beside the configuration (its base), as the store's anchor reads it. */
    @Test
    void aSealIsRecordedBesideARelativeAnchorPathResolvedAgainstTheConfigurationsDirectory() {
        f.values = Map.of("cabinet.id", "TEST-1", "security.pin.attendant", Fixture.ATTENDANT.encode(),
            "hal.anchor", "simulated", "hal.anchor.path", "../anchor/counter"); // the base is the store's dir/data
        f.verifier = signedBy(RELEASE);

        f.start();

        assertEquals(RELEASE, recorded());
    }

    @Test
    void aTechniciansAcceptanceRecordsTheNewKeyWithTheAnchor() throws Exception {
        withAnchor();
        resigned();
        deleteDataDirectory();
        f.start();

        ActionResult r = acceptAndRestart();

        assertTrue(r.accepted(), r.message());
        assertEquals(BOARD, recorded());
        assertTrue(f.state().tilts().isEmpty(), f.state().tilts().toString());
    }

    /** A technician clears the SIGNING_KEY_CHANGED tilt (RAM-clear permission); the cabinet is restarted. */
    private ActionResult acceptAndRestart() {
        f.login(Fixture.TECHNICIAN_PIN);
        ActionResult r = f.act(new Action.ClearTilt(SigningAnchor.TILT));
        f.logout();
        f.restart();
        return r;
    }

    private void deleteDataDirectory() throws java.io.IOException {
        try (var files = java.nio.file.Files.walk(f.storePath().getParent())) {
            for (Path p : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                java.nio.file.Files.delete(p);
            }
        }
    }
}
