package io.opencab.app.cabinet;

import io.opencab.app.cabinet.round.GameLibrary;
import io.opencab.app.cabinet.startup.CabinetSetup;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.cabinet.state.CabinetState;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.GameSetting;
import io.opencab.app.config.PinHash;
import io.opencab.app.verify.SoftwareVerifier;
import io.opencab.hal.Hal;
import io.opencab.hal.HalConfig;
import io.opencab.hal.bill.BillValidatorConfig;
import io.opencab.hal.bill.DenominationTable;
import io.opencab.hal.bill.sim.SimBillValidator;
import io.opencab.hal.gpio.sim.SimDoorSwitches;
import io.opencab.hal.gpio.sim.SimKeySwitch;
import io.opencab.meters.MeterSnapshot;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A cabinet for tests: the {@link TestGame} (wins chosen by queued draws), simulated devices, a
 * real meter store in a temp directory, 1-cent credits, USD bills. Limits: max bet 50, credit
 * limit 100,000, handpay limit 50,000 credits.
 */
final class Fixture implements AutoCloseable {
    static final String ATTENDANT_PIN = "1111";
    static final String TECHNICIAN_PIN = "2222";
    static final String REGULATOR_PIN = "3333";
    private static final SecureRandom RANDOM = new SecureRandom();
    static final PinHash ATTENDANT = PinHash.create(ATTENDANT_PIN, PinHash.MIN_ITERATIONS, RANDOM);
    static final PinHash TECHNICIAN = PinHash.create(TECHNICIAN_PIN, PinHash.MIN_ITERATIONS, RANDOM);
    static final PinHash REGULATOR = PinHash.create(REGULATOR_PIN, PinHash.MIN_ITERATIONS, RANDOM);

    final Path dir;
    final QueueRng rng = new QueueRng();
    long creditLimit = 100_000;
    long handpayLimit = 50_000;
    Duration presentationTimeout = Duration.ofSeconds(60);
    Clock clock = Clock.systemUTC();
    /** The PIN hashes the configuration file holds (a test that writes another into the file sets it here too). */
    PinHash attendant = ATTENDANT;
    PinHash technician = TECHNICIAN;
    /** The configuration's values as its file would hold them (what the seal compares). */
    Map<String, String> values = Map.of("cabinet.id", "TEST-1", "security.pin.attendant", ATTENDANT.encode());
    SoftwareVerifier verifier = () -> new SoftwareVerifier.Result(true, true, "verified by the test fixture");
    Path configFile;
    /** Changes the simulated devices (e.g. adds a ticket printer). */
    java.util.function.UnaryOperator<HalConfig> hal = h -> h;
    /** The casino system's ticket validation (docs/tito.md); none by default. */
    io.opencab.app.cabinet.tickets.HostValidation host = CabinetSetup.NO_HOST;
    Cabinet cabinet;

    Fixture(Path dir) {
        this.dir = dir;
    }

    Path storePath() {
        return dir.resolve("data").resolve("meters.db");
    }

    CabinetConfig config() {
        return new CabinetConfig("TEST-1", 1, List.of(new GameSetting(TestGame.ID, List.of(1, 2, 5))), 50, creditLimit,
            handpayLimit, List.of(100L, 500L, 1000L, 2000L, 5000L, 10000L),
            hal.apply(HalConfig.simulated(BillValidatorConfig.defaults("simulated", DenominationTable.usd()))), storePath(),
            true,
            attendant, technician, Optional.of(REGULATOR), Duration.ofMillis(10), presentationTimeout,
            withColocationReason(values));
    }

    /**
     * A test's store, witness and anchor share one disk, and most tests have no anchor; a cabinet with real devices
     * must say why (issue 36, issue 34's A15).
     */
    private static Map<String, String> withColocationReason(Map<String, String> values) {
        Map<String, String> v = new java.util.TreeMap<>(values);
        v.putIfAbsent("store.colocated.reason", "test fixture: one disk");
        if (!v.containsKey("hal.anchor")) {
            v.put("store.anchor.none.reason", "test fixture: no second device");
        }
        return v;
    }

    static GameLibrary library() {
        return new GameLibrary(Map.of(TestGame.ID, new TestGame()), TestGame::json, TestGame.SOFTWARE);
    }

    CabinetSetup setup() {
        CabinetConfig c = config();
        return new CabinetSetup(c, configFile, library(), rng, clock, verifier,
            (ledger, clock) -> Hal.open(c.hal(), ledger, clock), host);
    }

    Cabinet start() {
        cabinet = Cabinet.start(setup());
        return cabinet;
    }

    Cabinet restart() {
        cabinet.close();
        return start();
    }

    CabinetState state() {
        cabinet.sync();
        return cabinet.state();
    }

    ActionResult act(Action a) {
        return cabinet.submit(a).join();
    }

    void bill(long cents) {
        ActionResult r = act(new Action.InsertBill(cents));
        assertTrue(r.accepted(), r.message());
    }

    /** Starts a round whose win is {@code win} credits; returns the result (PRESENTING when accepted). */
    ActionResult spin(int win) {
        rng.next(win);
        return act(new Action.Spin());
    }

    /** A whole round: spin, then the screen reports it shown. */
    ActionResult play(int win) {
        ActionResult r = spin(win);
        assertTrue(r.accepted(), r.message());
        return act(new Action.PresentationDone(r.state().round().orElseThrow().roundId()));
    }

    SimDoorSwitches doors() {
        return (SimDoorSwitches) cabinet.devices().doors();
    }

    SimKeySwitch key() {
        return (SimKeySwitch) cabinet.devices().key();
    }

    SimBillValidator validator() {
        return (SimBillValidator) cabinet.devices().billValidator().orElseThrow();
    }

    /** Key on, then the PIN; returns the PIN's result. */
    ActionResult login(String pin) {
        key().turn(true);
        cabinet.sync();
        return act(new Action.EnterPin(pin));
    }

    void logout() {
        key().turn(false);
        cabinet.sync();
    }

    MeterSnapshot meters() {
        return cabinet.meterReport().meters();
    }

    @Override
    public void close() {
        if (cabinet != null) {
            cabinet.close();
        }
    }
}
