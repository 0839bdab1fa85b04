"""Command-line tools (`ai-opt`, `ai-translate`, `ai-runner`) and the infrastructure they share."""
