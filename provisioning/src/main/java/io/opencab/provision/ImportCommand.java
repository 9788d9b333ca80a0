package io.opencab.provision;

import io.opencab.app.config.CabinetConfig;
import io.opencab.engine.game.GameCatalog;
import io.opencab.meters.MeterStore;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code provision import FILE}: replaces the configuration with another one, a properties file or
 * the {@code configuration.json} of an export (docs/export.md), validated whole first. The
 * denomination and the store path must stay (they belong to the meter store). Each changed key is
 * logged in the store with before and after. Technician PIN required.
 */
@Command(name = "import", mixinStandardHelpOptions = true,
        description = {"Replaces the configuration with FILE (a .properties file, or configuration.json from"
            + " 'provision export') after validating it whole; each change is logged with before and after.",
            "In a configuration.json, a PIN shown as '(set <fingerprint>)' keeps this cabinet's PIN when the fingerprint"
            + " matches it. Needs the technician PIN and a stopped cabinet."})
final class ImportCommand extends CabinetCommand {
    static final String JSON_FORMAT = ConfigurationJson.FORMAT;

    @Parameters(index = "0", paramLabel = "FILE", description = "The configuration to import.")
    Path file;

    @Override
    public Integer call() {
        GameCatalog catalog = GameCatalog.standard();
        CabinetConfig current = CabinetConfig.load(cabinet.config, catalog);
        ConfigurationJson json = file.getFileName().toString().endsWith(".json") ? ConfigurationJson.read(file) : null;
        Map<String, String> incoming = json != null ? json.values() : ConfigText.read(file);
        incoming.forEach(OneLine::requireConfigText);
        if (json != null) {
            fromThisCabinet(json, current);
        }
        Map<String, String> now = ConfigText.read(cabinet.config);
        for (Map.Entry<String, String> e : incoming.entrySet()) {
            String k = e.getKey();
            if (k.startsWith("security.") && e.getValue().startsWith("(set")) {
                String mine = now.get(k);
                if (mine == null || !Stores.shown(k, mine).equals(e.getValue())) {
                    throw new ProvisionException(k + ": " + file + " does not carry the PIN hash ('" + e.getValue()
                        + "') and this cabinet's differs; put the hash (cabinet hash-pin) in the file");
                }
                e.setValue(mine);
            }
        }
        Path base = cabinet.config.toAbsolutePath().getParent();
        CabinetConfig next = CabinetConfig.parse(ConfigText.properties(incoming), catalog, base);
        if (next.denominationCents() != current.denominationCents()) {
            throw new ProvisionException("cabinet.denomination.cents: " + file + " says " + next.denominationCents()
                + " but the meter store counts " + current.denominationCents() + "-cent credits; a denomination change"
                + " needs 'provision init --force' (RAM clear)");
        }
        if (!next.storePath().equals(current.storePath())) {
            throw new ProvisionException("store.path: " + file + " points at " + next.storePath() + ", not this cabinet's"
                + " store " + current.storePath() + "; keep store.path as it is");
        }
        String role = authorize(current, "technician PIN", "technician");
        TreeSet<String> keys = new TreeSet<>(now.keySet());
        keys.addAll(incoming.keySet());
        Map<String, String[]> changes = new TreeMap<>();
        for (String k : keys) {
            String a = now.get(k);
            String b = incoming.get(k);
            if (a == null ? b != null : !a.equals(b)) {
                changes.put(k, new String[] {a, b});
            }
        }
        if (changes.isEmpty() && json == null) {
            out().println("nothing to import: " + file + " equals " + cabinet.config);
            return 0;
        }
        try (MeterStore s = Stores.open(current, root.clock)) {
            if (json != null) {
                sameStore(json, s);
            }
            if (changes.isEmpty()) {
                out().println("nothing to import: " + file + " equals " + cabinet.config);
                return 0;
            }
            ConfigText.writeAtomically(cabinet.config, ConfigText.text(incoming, "OpenCab cabinet " + next.cabinetId()
                + ": imported from " + file.getFileName() + " by provision import (docs/configuration.md)"));
            changes.forEach((k, ab) -> {
                s.setConfig(k, Stores.sealed(k, ab[1]), "provision import (" + role + ")");
                out().println(k + ": " + Stores.shown(k, ab[0]) + " -> " + Stores.shown(k, ab[1]));
            });
        }
        out().println(changes.size() + " change(s) imported into " + cabinet.config
            + "; they take effect at the next start");
        return 0;
    }

    /**
     * An export's configuration goes back only into the cabinet it was exported from (docs/export.md): its header names
     * that cabinet and the denomination its meters counted. A configuration for another cabinet is a .properties file
     * (its own PINs, paths and id), never another cabinet's export, which a regulator reads as this cabinet's record.
     */
    private void fromThisCabinet(ConfigurationJson json, CabinetConfig current) {
        if (!json.cabinetId().equals(current.cabinetId())) {
            throw new ProvisionException("cabinetId: " + file + " was exported from cabinet " + OneLine.quoted(
                json.cabinetId()) + ", not from this cabinet " + current.cabinetId() + "; an export's configuration.json"
                + " imports only into the cabinet it came from (for another cabinet, import a .properties file)");
        }
        if (json.denominationCents() != current.denominationCents()) {
            throw new ProvisionException("denominationCents: " + file + " was exported from a store counting "
                + json.denominationCents() + "-cent credits, but this cabinet's counts " + current.denominationCents()
                + "-cent credits");
        }
    }

    /** ... and into the meter store it was exported from: after a RAM clear the store is another one (new id). */
    private void sameStore(ConfigurationJson json, MeterStore s) {
        if (!json.storeId().equals(s.storeId())) {
            throw new ProvisionException("storeId: " + file + " was exported from meter store " + OneLine.quoted(
                json.storeId()) + ", not from this cabinet's store " + s.storeId() + " (RAM-cleared or replaced since"
                + "); nothing was imported (to restore an earlier configuration, import the cabinet.properties of a"
                + " backup-* directory)");
        }
    }
}
