"""lit configuration of the toy plugin's own tests: aiopt's installed helper does the set-up.

    pip install -e examples/toy_plugin   # optional: the tests also run from the source folder
    lit examples/toy_plugin/test
"""

import os

import lit.formats

from aiopt.tools.lit_config import configure

config.name = "aiopt-toy-plugin"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.test_source_root, "Output")

# Not installed, the plugin is found by module name from its source folder.
plugin_root = os.path.dirname(config.test_source_root)
config.environment["PYTHONPATH"] = os.pathsep.join(filter(None, [plugin_root, os.environ.get("PYTHONPATH")]))

# ai-opt, ai-translate, ai-runner, FileCheck and %python, through aiopt's warm tool server.
configure(config)
# Each RUN line loads the plugin by name: an installed copy would be found through its
# entry point anyway, and naming it keeps the tests independent of what is installed.
config.substitutions.append(("%toy", "--load-dialect-plugin=aiopt_toy"))
