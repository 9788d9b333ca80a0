package io.opencab.app.kiosk;

import io.opencab.app.cabinet.attendant.AttendantService;
import io.opencab.app.cabinet.attendant.ConfigEntry;
import io.opencab.app.cabinet.state.LastVerification;
import io.opencab.app.cabinet.attendant.MeterReport;
import io.opencab.app.cabinet.attendant.RecallRound;
import io.opencab.app.config.ConfigKey;
import io.opencab.money.MoneyFormat;
import io.opencab.app.sas.SasService;
import io.opencab.app.verify.SoftwareVerifier;
import io.opencab.hal.bill.BillValidatorStatus;
import io.opencab.hal.gpio.Button;
import io.opencab.hal.gpio.Door;
import io.opencab.meters.GameMeter;
import io.opencab.meters.JournalEntry;
import io.opencab.meters.Meter;
import io.opencab.meters.MeterSnapshot;
import io.opencab.meters.NoteRecord;
import io.opencab.meters.Scope;
import io.opencab.meters.TicketRecord;
import io.opencab.sas.ExceptionNames;
import io.opencab.sas.SasCounters;
import io.opencab.ui.port.AttendantPort;
import io.opencab.ui.port.BillEntry;
import io.opencab.ui.port.ConfigItem;
import io.opencab.ui.port.Diagnostics;
import io.opencab.ui.port.LogEntry;
import io.opencab.ui.port.Meters;
import io.opencab.ui.port.RecallEntry;
import io.opencab.ui.port.SasStatus;
import io.opencab.ui.port.TicketEntry;
import io.opencab.ui.port.VerifyResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * The kiosk's attendant pages over the cabinet's {@link AttendantService} (ui: {@code AttendantPort}).
 * The service checks the key, the PIN and the role on every read ({@code AccessDenied} otherwise).
 */
public final class CabinetAttendantPort implements AttendantPort {
    private final AttendantService service;
    private final List<String> gameIds;
    private final MoneyFormat money;
    /** The running SAS link, or null when sas.enabled is false. */
    private final SasService sas;
    private final ConfigForms forms;

    /**
     * @param money    the cabinet's money format (currency and grouping), writing the bill meters' face values
     * @param sas      the running SAS link, or null without one
     */
    public CabinetAttendantPort(AttendantService service, List<String> gameIds, MoneyFormat money, SasService sas) {
        this(service, gameIds, money, List.of(), sas);
    }

    /** @param billValues the bill validator's face values in cents, offered for bills.accepted.cents */
    public CabinetAttendantPort(AttendantService service, List<String> gameIds, MoneyFormat money, List<Long> billValues,
            SasService sas) {
        this.service = Objects.requireNonNull(service, "service");
        this.gameIds = List.copyOf(gameIds);
        this.money = Objects.requireNonNull(money, "money");
        this.sas = sas;
        this.forms = new ConfigForms(io.opencab.engine.game.GameCatalog.standard(), billValues);
    }

    @Override
    public Meters meters() {
        MeterReport r = service.meters();
        MeterSnapshot m = r.meters();
        Map<String, List<Meters.MeterRow>> perGame = new LinkedHashMap<>();
        for (String id : gameIds) {
            List<Meters.MeterRow> rows = new ArrayList<>();
            for (GameMeter g : GameMeter.values()) {
                boolean count = g == GameMeter.GAMES_PLAYED || g == GameMeter.GAMES_WON || g == GameMeter.GAMES_LOST;
                rows.add(new Meters.MeterRow(g.key(), name(g.name()), m.game(Scope.LIFETIME, id, g), !count));
            }
            perGame.put(id, rows);
        }
        return new Meters(rows(m, Scope.LIFETIME), rows(m, Scope.PERIOD), perGame,
            MeterTables.of(m, service.handpays(MeterTables.HANDPAYS_LISTED), money));
    }

    private static List<Meters.MeterRow> rows(MeterSnapshot m, Scope scope) {
        List<Meters.MeterRow> rows = new ArrayList<>();
        for (Meter meter : Meter.values()) {
            if (meter == Meter.CURRENT_CREDITS && scope != Scope.LIFETIME) {
                continue; // a balance, kept in the lifetime scope only (docs/meters.md)
            }
            rows.add(new Meters.MeterRow(meter.sas() ? meter.key() : "", name(meter.name()), m.get(scope, meter),
                credits(meter)));
        }
        return rows;
    }

    static boolean credits(Meter m) {
        return switch (m) {
            case GAMES_PLAYED, GAMES_WON, GAMES_LOST, POWER_RESETS -> false;
            default -> true;
        };
    }

    static String name(String constant) {
        String s = constant.toLowerCase(Locale.ROOT).replace('_', ' ');
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    @Override
    public List<RecallEntry> recall(int n) {
        List<RecallEntry> out = new ArrayList<>();
        for (RecallRound r : service.recall(n)) {
            // A round this firmware cannot rebuild has no outcome to replay; the JSON stays in the journal.
            if (r.outcome().isPresent()) {
                JournalEntry e = r.entry();
                // A round of a seeded (test) RNG says so wherever it is shown (issue 26 item 7).
                String state = e.state().name() + (e.seededRng() ? ", SEEDED RNG (test round)" : "");
                out.add(new RecallEntry(e.roundId(), e.decidedAt(), r.verified() ? state
                    : state + " (NOT VERIFIED: " + r.problem() + ")", e.creditsBefore(), e.creditsAfter(),
                    r.outcome().get(), e.versions() == null ? "versions not recorded (journaled before schema 8)"
                        : e.versions().summary()));
            }
        }
        return out;
    }

    @Override
    public List<LogEntry> events(int n) {
        return service.events(n).stream()
            .map(e -> new LogEntry(e.eventId(), e.at(), e.type().name(), e.detail()))
            .toList();
    }

    @Override
    public List<BillEntry> bills(int n) {
        List<BillEntry> out = new ArrayList<>();
        for (NoteRecord b : service.billLog(n)) {
            out.add(new BillEntry(b.noteId(), b.escrowAt(), b.valueCents(), b.credits(), b.state().name(),
                b.detail() == null ? "" : b.detail()));
        }
        return out;
    }

    @Override
    public List<TicketEntry> tickets(int n) {
        List<TicketEntry> out = new ArrayList<>();
        for (TicketRecord t : service.tickets(n)) {
            out.add(new TicketEntry(t.createdAt(), t.ticketNumber(), t.validationNumber(), t.credits(), t.cents(),
                t.state().name(), t.detail() == null ? "" : t.detail()));
        }
        // The last n of each kind (regulations ask for the last 35 out and in), merged newest first.
        for (io.opencab.meters.TicketInRecord t : service.ticketsIn(n)) {
            out.add(new TicketEntry(t.escrowedAt(), true, -1, t.validation(), t.credits(), t.amountCents(),
                t.state().name(), t.detail() == null ? "" : t.detail()));
        }
        out.sort(java.util.Comparator.comparing(TicketEntry::at).reversed());
        return out;
    }

    @Override
    public Diagnostics diagnostics() {
        io.opencab.app.cabinet.attendant.Diagnostics d = service.diagnostics();
        List<Diagnostics.Device> devices = new ArrayList<>();
        for (Door door : Door.values()) {
            boolean open = Boolean.TRUE.equals(d.doors().get(door));
            devices.add(new Diagnostics.Device(name(door.name()) + " door", open ? "open" : "closed", !open));
        }
        devices.add(new Diagnostics.Device("Attendant key", d.keyTurned() ? "turned" : "off", true));
        for (Button b : Button.values()) {
            if (Boolean.TRUE.equals(d.buttonsHeld().get(b))) {
                devices.add(new Diagnostics.Device(name(b.name()) + " button", "held", true));
            }
        }
        devices.add(d.validator().map(CabinetAttendantPort::validator)
            .orElse(new Diagnostics.Device("Bill validator", "none configured", true)));
        devices.add(d.printer().map(CabinetAttendantPort::printer)
            .orElse(new Diagnostics.Device("Ticket printer", "none configured (cash-outs are hand-paid)", true)));
        devices.add(new Diagnostics.Device("Meter store", d.storePath(), true));
        devices.add(new Diagnostics.Device("Software", d.cabinetId() + " firmware " + d.softwareVersion(), true));
        // The cabinet's lamp test lights every lamp and the tower together.
        return new Diagnostics(devices, List.of("ALL"), d.verification().map(CabinetAttendantPort::software));
    }

    private static VerifyResult software(LastVerification v) {
        SoftwareVerifier.Result r = v.result();
        String what = v.seedHex() == null ? "Software check" : "Software check with seed " + v.seedHex();
        String verdict = !r.configured() ? "NOT VERIFIED" : r.passed() ? "PASSED" : "FAILED";
        return new VerifyResult(what + ": " + verdict + ". " + r.detail(), r.passed() && r.configured(), v.at(),
            r.millis(), v.seedHex(), r.parts().stream().map(p -> new VerifyResult.Part(p.component(), p.expected(),
                p.found(), p.hmac(), p.ok())).toList());
    }

    private static Diagnostics.Device validator(BillValidatorStatus s) {
        boolean ok = s.online() && s.faults().isEmpty();
        String status = (s.online() ? "online" : "offline") + (s.ready() ? ", ready" : ", not ready")
            + (s.accepting() ? ", accepting" : ", inhibited") + (s.faults().isEmpty() ? "" : ", faults " + s.faults())
            + ", frames " + s.validFrames() + ", failed requests " + s.failedRequests();
        return new Diagnostics.Device("Bill validator", status, ok);
    }

    /** A blocking fault (paper out, jam, head open, offline) shows as a fault: no ticket prints until it clears. */
    private static Diagnostics.Device printer(io.opencab.hal.printer.PrinterStatus s) {
        String status = s.state().name().toLowerCase(Locale.ROOT).replace('_', ' ')
            + (s.faults().isEmpty() ? "" : ", faults " + s.faults()) + (s.firmware().isEmpty() ? "" : ", " + s.firmware())
            + ", frames " + s.validFrames() + ", failed requests " + s.failedRequests();
        return new Diagnostics.Device("Ticket printer", status, s.canPrint() || s.printing());
    }

    /** The SAS page; the {@code sas.*} keys come through the service, which checks the role like every read. */
    @Override
    public SasStatus sas() {
        List<ConfigItem> settings = sasSettings(configuration());
        if (sas == null) {
            return SasStatus.off(settings);
        }
        SasCounters c = sas.counters();
        List<SasStatus.SentException> recent = new ArrayList<>();
        for (int code : c.recentExceptions().reversed()) {
            recent.add(new SasStatus.SentException(code, ExceptionNames.of(code)));
        }
        return new SasStatus(true, sas.address(), sas.port(), sas.linkUp(), c.polls(), c.crcErrors(), c.nacks(),
            c.unsupported(), c.busy(), recent, settings);
    }

    /** The AFT page (issue 40 item 6): read through the service, which checks the role like every read. */
    @Override
    public io.opencab.ui.port.AftState aft() {
        return AftStates.of(service.aft(io.opencab.ui.port.AftState.TRANSFERS));
    }

    /** Every sas.* key, as the configuration page shows it. */
    private static List<ConfigItem> sasSettings(List<ConfigItem> all) {
        return all.stream().filter(i -> i.key().startsWith("sas.")).toList();
    }

    /**
     * Every setting (issue 39 item 8): the keys the configuration sets, then every other key with the default that
     * applies, and each enabled game's bet levels; each with its human label and control ({@link ConfigForms}), the
     * value running now and the value saved for the next start. On the built-in configuration nothing can be saved,
     * so every key is read-only and says why; with a file only the meter store's and the PINs are.
     */
    @Override
    public List<ConfigItem> configuration() {
        List<ConfigEntry> entries = service.configuration(); // checks the key and the role
        boolean file = service.configurationFile().isPresent();
        Map<String, ConfigItem> out = new java.util.TreeMap<>(ConfigForms.order());
        for (ConfigEntry e : entries) {
            String running = e.value().isEmpty() ? defaultOf(e.key()) : e.value();
            String saved = e.saved() == null ? defaultOf(e.key()) : e.saved();
            out.put(e.key(), forms.item(e.key(), running, saved, e.description(), readOnly(e.key(), file)));
        }
        for (ConfigKey k : ConfigKey.values()) {
            if (!out.containsKey(k.key())) {
                String d = defaultOf(k.key());
                out.put(k.key(), forms.item(k.key(), d, d, k.description() + " Not set in the configuration: "
                    + (d.isEmpty() ? "it is off." : "the default applies."), readOnly(k.key(), file)));
            }
        }
        ConfigItem maxBet = out.get(ConfigKey.MAX_BET.key());
        for (String id : gameIds) {
            String key = ConfigKey.BET_LEVELS_PREFIX + id + ConfigKey.BET_LEVELS_SUFFIX;
            if (!out.containsKey(key) && maxBet != null) {
                out.put(key, forms.item(key, forms.defaultLevels(id, maxBet.value()), forms.defaultLevels(id,
                    maxBet.saved()), io.opencab.app.config.CabinetConfig.describe(key) + " Not set: every level up to the"
                    + " largest bet is offered.", readOnly(key, file)));
            }
        }
        return List.copyOf(out.values());
    }

    private static String defaultOf(String key) {
        ConfigKey k = ConfigKey.of(key);
        return k == null || k.defaultValue() == null ? "" : k.defaultValue();
    }

    private static String readOnly(String key, boolean file) {
        return file ? ConfigForms.fixed(key) : ConfigForms.BUILT_IN;
    }
}
