package io.opencab.app.cabinet.attendant;

import io.opencab.app.cabinet.round.RoundPlayer;
import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.ActionResult;
import io.opencab.app.cabinet.state.CabinetQueue;
import io.opencab.app.cabinet.state.Machine;
import io.opencab.app.cabinet.state.Permission;
import io.opencab.app.cabinet.state.Role;
import io.opencab.app.config.CabinetConfig;
import io.opencab.hal.gpio.Button;
import io.opencab.meters.EventRecord;
import io.opencab.meters.EventType;
import io.opencab.meters.HandpayRecord;
import io.opencab.meters.JournalEntry;
import io.opencab.meters.MeterException;
import io.opencab.meters.MeterStore;
import io.opencab.meters.NoteRecord;
import io.opencab.meters.TicketOuts;
import io.opencab.meters.TicketRecord;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/** {@link AttendantService} on a cabinet: reads run on the cabinet thread after the role check. */
public final class CabinetAttendant implements AttendantService {
    private final CabinetQueue cabinet;
    /** The configuration file this cabinet runs from; empty for the built-in configuration. */
    private final Optional<java.nio.file.Path> configFile;
    /** Replays a journaled round for game recall. */
    private final RoundPlayer player;

    public CabinetAttendant(CabinetQueue cabinet, Optional<java.nio.file.Path> configFile, RoundPlayer player) {
        this.cabinet = cabinet;
        this.configFile = configFile;
        this.player = player;
    }

    public static String softwareVersion() {
        return io.opencab.app.SoftwareVersion.current();
    }

    @Override
    public Optional<Role> role() {
        return cabinet.call(m -> Optional.ofNullable(m.session).map(s -> s.role));
    }

    private <T> T read(Permission p, Function<Machine, T> f) {
        return cabinet.call(m -> {
            String d = m.denied(p);
            if (d != null) {
                throw new AccessDenied(d);
            }
            return f.apply(m);
        });
    }

    private static <T> T store(Machine m, Function<MeterStore, T> f) {
        try {
            return m.money.with(f);
        } catch (MeterException e) {
            m.storeFailure(e);
            throw e;
        }
    }

    @Override
    public MeterReport meters() {
        return read(Permission.READ, m -> store(m, s -> new MeterReport(m.config.cabinetId(), softwareVersion(),
            s.storeId(), m.config.denominationCents(), s.meters())));
    }

    @Override
    public List<RecallRound> recall(int rounds) {
        return read(Permission.READ, m -> {
            List<JournalEntry> entries = store(m, s -> {
                s.logEvent(EventType.RECALL_ENTERED, "recall of the last " + rounds + " rounds by "
                    + m.session.role.name().toLowerCase(java.util.Locale.ROOT));
                return s.recall(rounds);
            });
            List<RecallRound> out = new ArrayList<>();
            for (JournalEntry e : entries) {
                RoundPlayer.Rebuilt r = player.replay(e);
                out.add(new RecallRound(e, r.outcome(), r.ok(), r.problem()));
            }
            return out;
        });
    }

    @Override
    public List<EventRecord> events(int n) {
        return read(Permission.READ, m -> store(m, s -> s.events(n)));
    }

    @Override
    public List<NoteRecord> billLog(int n) {
        return read(Permission.READ, m -> store(m, s -> s.billLog(n)));
    }

    @Override
    public List<TicketRecord> tickets(int n) {
        return read(Permission.READ, m -> store(m, s -> TicketOuts.of(s).log(n)));
    }

    @Override
    public List<io.opencab.meters.TicketInRecord> ticketsIn(int n) {
        return read(Permission.READ, m -> store(m, s -> io.opencab.meters.TicketIns.of(s).log(n)));
    }

    @Override
    public AftReport aft(int n) {
        return read(Permission.READ, m -> store(m, s -> {
            io.opencab.meters.AftTransfers t = io.opencab.meters.AftTransfers.of(s);
            var key = io.opencab.app.config.ConfigKey.SAS_AFT_ENABLED;
            String on = m.config.values().getOrDefault(key.key(), "");
            boolean round = switch (m.kind()) {
                case PLAYING, PRESENTING -> true;
                default -> false;
            };
            return new AftReport((Boolean) key.parse(on.isEmpty() ? key.defaultValue() : on), t.registration(), t.newest(n), m.hostGate.aftLockNanosLeft(), round);
        }));
    }

    @Override
    public List<HandpayRecord> handpays(int n) {
        return read(Permission.READ, m -> store(m, s -> s.handpays(n)));
    }

    @Override
    public Diagnostics diagnostics() {
        return read(Permission.READ, m -> {
            Map<Button, Boolean> held = new EnumMap<>(Button.class);
            Map<Button, io.opencab.hal.gpio.LampMode> lamps = new EnumMap<>(Button.class);
            for (Button b : Button.values()) {
                held.put(b, m.devices.buttons().isPressed(b));
                lamps.put(b, m.devices.buttons().lamp(b));
            }
            return new Diagnostics(m.config.cabinetId(), softwareVersion(), m.devices.doors().snapshot(),
                m.devices.key().isTurned(), held, lamps, m.devices.billValidator().map(v -> v.status()),
                m.config.storePath().toString(), java.util.Optional.ofNullable(m.lastVerification),
                m.devices.ticketPrinter().map(p -> p.status()));
        });
    }

    @Override
    public List<ConfigEntry> configuration() {
        Optional<java.nio.file.Path> file = configFile;
        return read(Permission.READ, m -> {
            // The file as it is now: a SET is saved there at once and runs from the next start (issue 39: show both).
            Map<String, String> saved = file.map(CabinetAttendant::savedValues).orElse(null);
            List<ConfigEntry> out = new ArrayList<>();
            m.config.displayValues().forEach((k, v) -> out.add(new ConfigEntry(k, v, CabinetConfig.describe(k),
                saved == null ? v : saved.get(k))));
            if (saved != null) {
                saved.forEach((k, v) -> {
                    if (!m.config.values().containsKey(k)) {
                        out.add(new ConfigEntry(k, "", CabinetConfig.describe(k), v)); // set since the start
                    }
                });
            }
            return out;
        });
    }

    /** The file's values as the menu shows them (PIN hashes as "(set)"). */
    private static Map<String, String> savedValues(java.nio.file.Path file) {
        Map<String, String> out = new java.util.TreeMap<>();
        java.util.Properties p = io.opencab.app.config.ConfigFile.read(file);
        for (String k : p.stringPropertyNames()) {
            out.put(k, k.startsWith("security.") ? "(set)" : p.getProperty(k).strip());
        }
        return out;
    }

    @Override
    public Optional<java.nio.file.Path> configurationFile() {
        return configFile;
    }

    @Override
    public String verifyMemory() {
        return read(Permission.CONFIGURE, m -> store(m, s -> {
            s.verify();
            return "critical memory verified: integrity check, every row's MAC, the logs' ranges and the self-audit pass";
        }));
    }

    private ActionResult act(Action a) {
        return cabinet.submit(a).join();
    }

    @Override
    public ActionResult verifySoftware() {
        return act(new Action.VerifySoftware());
    }

    @Override
    public ActionResult verifySoftware(String seedHex) {
        return act(new Action.VerifySoftware(java.util.Objects.requireNonNull(seedHex, "seedHex")));
    }

    @Override
    public ActionResult keyOffHandpay() {
        return act(new Action.KeyOffHandpay());
    }

    @Override
    public ActionResult clearTilt(String code) {
        return act(new Action.ClearTilt(code));
    }

    @Override
    public ActionResult resolveBill(boolean foundInCashBox) {
        return act(new Action.ResolveBill(foundInCashBox));
    }

    @Override
    public ActionResult clearPeriodMeters() {
        return act(new Action.ClearPeriodMeters());
    }

    @Override
    public ActionResult requestRamClear() {
        return act(new Action.RequestRamClear());
    }

    @Override
    public ActionResult confirmRamClear() {
        return act(new Action.ConfirmRamClear());
    }

    @Override
    public ActionResult cancelRamClear() {
        return act(new Action.CancelRamClear());
    }

    @Override
    public ActionResult lampTest(boolean on) {
        return act(new Action.LampTest(on));
    }

    @Override
    public ActionResult setConfig(String key, String value) {
        return act(new Action.SetConfig(key, value));
    }
}
