package io.opencab.app.cabinet;

import io.opencab.app.cabinet.startup.ConfigSeal;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.cabinet.state.Tilt;
import io.opencab.app.cabinet.state.TiltReason;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The configuration is sealed in critical memory (issue 26 item 5; regulations.md 1.1). */
class ConfigSealTest {
    @TempDir
    Path dir;
    Fixture f;

    @BeforeEach
    void start() {
        f = new Fixture(dir);
        f.values = Map.of("cabinet.id", "TEST-1", "handpay.limit.credits", "50000",
            "security.pin.attendant", Fixture.ATTENDANT.encode());
        f.start();
    }

    @AfterEach
    void stop() {
        f.close();
    }

    /** The bypass: a huge handpay limit written into the file with an editor was only logged, and played. */
    @Test
    void aValueChangedInTheFileOutsideTheMenuLocksUpShowingOldAndNew() {
        f.cabinet.close();
        f.values = Map.of("cabinet.id", "TEST-1", "handpay.limit.credits", "999999999",
            "security.pin.attendant", Fixture.ATTENDANT.encode());

        f.start();

        Tilt t = f.state().tilts().stream().filter(x -> x.reason() == TiltReason.CONFIG_CHANGED).findFirst().orElseThrow();
        assertTrue(t.detail().contains("handpay.limit.credits: 50000 -> 999999999"), t.detail());
        assertEquals(StateKind.TILT, f.state().kind());
    }

    @Test
    void aPinHashChangedInTheFileLocksUpWithoutShowingTheHash() {
        f.cabinet.close();
        f.values = Map.of("cabinet.id", "TEST-1", "handpay.limit.credits", "50000",
            "security.pin.attendant", Fixture.TECHNICIAN.encode());

        f.start();

        Tilt t = f.state().tilts().stream().filter(x -> x.reason() == TiltReason.CONFIG_CHANGED).findFirst().orElseThrow();
        assertTrue(t.detail().matches(".*security.pin.attendant: \\(set [0-9a-f]{8}\\) -> \\(set [0-9a-f]{8}\\).*"),
            t.detail());
        assertFalse(t.detail().contains(Fixture.TECHNICIAN.encode()));
    }

    @Test
    void onlyATechnicianAcceptsTheChangeAndThenItIsSealed() {
        f.cabinet.close();
        f.values = Map.of("cabinet.id", "TEST-1", "handpay.limit.credits", "60000",
            "security.pin.attendant", Fixture.ATTENDANT.encode());
        f.start();
        f.login(Fixture.ATTENDANT_PIN);
        assertFalse(f.act(new Action.ClearTilt(ConfigSeal.TILT)).accepted(), "an attendant may not accept it");
        f.logout();
        f.login(Fixture.TECHNICIAN_PIN);

        assertTrue(f.act(new Action.ClearTilt(ConfigSeal.TILT)).accepted());
        f.logout();
        f.restart();

        assertTrue(f.state().tilts().isEmpty(), f.state().tilts().toString());
    }

    @Test
    void theFilePutBackEndsTheLockupAtTheNextStart() {
        f.cabinet.close();
        Map<String, String> sealed = f.values;
        f.values = Map.of("cabinet.id", "TEST-9", "handpay.limit.credits", "50000",
            "security.pin.attendant", Fixture.ATTENDANT.encode());
        f.start();
        assertEquals(StateKind.TILT, f.state().kind());
        f.cabinet.close();
        f.values = sealed;

        f.start();

        assertTrue(f.state().tilts().isEmpty(), f.state().tilts().toString());
    }

    /** The lab's finding: deleting a sealed key's line brought its default back with no CONFIG_CHANGED (issue 34 item 6). */
    @Test
    void aSealedKeyRemovedFromTheFileLocksUpLikeAChangedOne() {
        f.cabinet.close();
        f.values = Map.of("cabinet.id", "TEST-1", "security.pin.attendant", Fixture.ATTENDANT.encode());

        f.start();

        Tilt t = f.state().tilts().stream().filter(x -> x.reason() == TiltReason.CONFIG_CHANGED).findFirst().orElseThrow();
        assertTrue(t.detail().contains("handpay.limit.credits: 50000 -> (unset)"), t.detail());
        assertEquals(StateKind.TILT, f.state().kind());
    }

    @Test
    void aRemovalATechnicianAcceptedIsSealedAsUnset() {
        f.cabinet.close();
        f.values = Map.of("cabinet.id", "TEST-1", "security.pin.attendant", Fixture.ATTENDANT.encode());
        f.start();
        f.login(Fixture.TECHNICIAN_PIN);
        assertTrue(f.act(new Action.ClearTilt(ConfigSeal.TILT)).accepted());
        f.logout();

        f.restart();

        assertTrue(f.state().tilts().isEmpty(), f.state().tilts().toString());
        assertEquals(ConfigSeal.UNSET, f.cabinet.withStore(s -> s.configValues().get("handpay.limit.credits")));
    }

    @Test
    void aMatchingFileStartsNormally() {
        f.restart();

        assertTrue(f.state().tilts().isEmpty(), f.state().tilts().toString());
    }
}
