package io.opencab.app.cabinet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.cabinet.startup.ConfigSeal;
import io.opencab.app.cabinet.startup.Startup;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.cabinet.state.Tilt;
import io.opencab.app.cabinet.state.TiltReason;
import io.opencab.app.config.PinHash;
import io.opencab.meters.MeterStore;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A PIN opens a role only through the hash the store sealed (lab pass of 2026-11-29, docs/security.md "Technician"):
 * root wrote a technician PIN hash of its own into the configuration file and, with that PIN, accepted its own
 * CONFIG_CHANGED and SIGNING_KEY_CHANGED lockups.
 */
class SealedPinTest {
    static final String ROOTS_PIN = "9999";
    static final PinHash ROOTS = PinHash.create(ROOTS_PIN, PinHash.MIN_ITERATIONS, new SecureRandom());
    static final String NEW_ATTENDANT_PIN = "4444";
    static final PinHash NEW_ATTENDANT = PinHash.create(NEW_ATTENDANT_PIN, PinHash.MIN_ITERATIONS, new SecureRandom());

    @TempDir
    Path dir;
    Fixture f;

    @BeforeEach
    void start() {
        f = new Fixture(dir);
        f.values = values(Fixture.ATTENDANT, Fixture.TECHNICIAN, "50000");
        f.start();
    }

    @AfterEach
    void stop() {
        f.close();
    }

    private static Map<String, String> values(PinHash attendant, PinHash technician, String handpayLimit) {
        return Map.of("cabinet.id", "TEST-1", "handpay.limit.credits", handpayLimit,
            "security.pin.attendant", attendant.encode(), "security.pin.technician", technician.encode());
    }

    @Test
    void aTechnicianPinHashWrittenIntoTheFileOpensNothingAndTheTiltSaysToPutTheFileBack() {
        // given: root writes a hash of its own PIN into the file, with the change it wants accepted
        f.cabinet.close();
        f.technician = ROOTS;
        f.values = values(Fixture.ATTENDANT, ROOTS, "999999999");

        // when
        f.start();

        // then: root's PIN opens nothing, nor does the real technician's (the file holds root's hash): the lockup stays
        Tilt t = f.state().tilts().stream().filter(x -> x.reason() == TiltReason.CONFIG_CHANGED).findFirst().orElseThrow();
        assertTrue(t.detail().endsWith("; the PIN of security.pin.technician in the file opens nothing, so no technician"
            + " can accept the change: put the file back"), t.detail());
        assertFalse(t.detail().contains("a technician accepts it"), t.detail());
        ActionResult roots = f.login(ROOTS_PIN);
        assertFalse(roots.accepted(), "root's own PIN");
        assertTrue(roots.message().contains("the PIN of security.pin.technician in the configuration file is not the"
            + " sealed one and opens nothing"), roots.message());
        f.logout();
        assertFalse(f.login(Fixture.TECHNICIAN_PIN).accepted(), "the sealed PIN through root's hash");
        assertFalse(f.act(new Action.ClearTilt(ConfigSeal.TILT)).accepted());
    }

    @Test
    void anAttendantPinChangedInTheFileOpensNothingUntilATechnicianAcceptsTheChange() {
        // given
        f.cabinet.close();
        f.attendant = NEW_ATTENDANT;
        f.values = values(NEW_ATTENDANT, Fixture.TECHNICIAN, "50000");
        f.start();
        assertFalse(f.login(NEW_ATTENDANT_PIN).accepted(), "not sealed yet");
        f.logout();

        // when: the technician, whose hash is the sealed one, accepts it
        assertTrue(f.login(Fixture.TECHNICIAN_PIN).accepted());
        assertTrue(f.act(new Action.ClearTilt(ConfigSeal.TILT)).accepted());
        f.logout();

        // then: the new attendant PIN is sealed and opens the attendant's menu
        assertTrue(f.login(NEW_ATTENDANT_PIN).accepted());
    }

    @Test
    void aPinSealedAsTheShortFingerprintOfAnEarlierFirmwareStillOpensAndIsThenSealedWhole() {
        // given: the technician's row as an earlier firmware sealed it, "(set 1a2b3c4d)"
        f.cabinet.close();
        String key = "security.pin.technician";
        try (MeterStore s = MeterStore.open(f.storePath(), Startup.storeConfig(f.config()), Clock.systemUTC())) {
            s.setConfig(key, ConfigSeal.shown(key, Fixture.TECHNICIAN.encode()), "an earlier firmware");
        }

        // when
        f.start();

        // then: no lockup, the technician signs in, and the row now holds the whole fingerprint
        assertTrue(f.state().tilts().isEmpty(), f.state().tilts().toString());
        assertTrue(f.login(Fixture.TECHNICIAN_PIN).accepted());
        f.logout();
        f.cabinet.close();
        try (MeterStore s = MeterStore.open(f.storePath(), Startup.storeConfig(f.config()), Clock.systemUTC())) {
            assertEquals(ConfigSeal.sealed(key, Fixture.TECHNICIAN.encode()), s.configValues().get(key));
            assertEquals(4 + 1 + 64 + 1, s.configValues().get(key).length());
        }
        f.start();
    }
}
