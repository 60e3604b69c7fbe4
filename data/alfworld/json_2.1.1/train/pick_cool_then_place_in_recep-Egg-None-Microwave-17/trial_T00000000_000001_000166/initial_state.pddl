(define (problem plan_trial_T00000000_000001_000166)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        CupType - otype
        EggType - otype
        ForkType - otype
        KnifeType - otype
        MugType - otype
        PotatoType - otype
        Egg_bar__plus_02_dot_70_bar__plus_00_dot_82_bar__minus_01_dot_76 - object
        Egg_bar__plus_01_dot_60_bar__plus_01_dot_11_bar__plus_01_dot_80 - object
        ButterKnife_bar__minus_00_dot_08_bar__plus_01_dot_24_bar__minus_00_dot_59 - object
        Cup_bar__plus_01_dot_57_bar__plus_00_dot_25_bar__plus_01_dot_35 - object
        Fork_bar__minus_00_dot_96_bar__plus_00_dot_46_bar__minus_00_dot_14 - object
        Mug_bar__minus_01_dot_68_bar__plus_00_dot_73_bar__plus_01_dot_54 - object
        Potato_bar__plus_00_dot_38_bar__plus_00_dot_74_bar__plus_00_dot_98 - object
        Potato_bar__plus_01_dot_35_bar__plus_00_dot_48_bar__plus_01_dot_82 - object
        Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__plus_00_dot_38 - receptacle
        CounterTop_bar__plus_01_dot_28_bar__plus_00_dot_95_bar__plus_00_dot_07 - receptacle
        CounterTop_bar__minus_01_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_67 - receptacle
        DiningTable_bar__plus_01_dot_19_bar__plus_00_dot_92_bar__plus_02_dot_48 - receptacle
        DiningTable_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__plus_02_dot_46 - receptacle
        Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99 - receptacle
        Microwave_bar__minus_01_dot_34_bar__plus_00_dot_90_bar__plus_00_dot_05 - receptacle
        Sink_bar__minus_00_dot_01_bar__plus_00_dot_91_bar__minus_00_dot_62_bar_SinkBasin - receptacle
        loc_bar_0_bar_10_bar_3_bar_30 - location
        loc_bar_1_bar_0_bar_2_bar_30 - location
        loc_bar_2_bar_10_bar_1_bar_30 - location
        loc_bar_2_bar_1_bar_1_bar_30 - location
        loc_bar_3_bar__minus_9_bar_3_bar_30 - location
        loc_bar__minus_1_bar_4_bar_3_bar_30 - location
        loc_bar__minus_2_bar_0_bar_2_bar_30 - location
        loc_bar__minus_2_bar_0_bar_3_bar_30 - location
        loc_bar__minus_2_bar_0_bar_3_bar__minus_30 - location
        )
(:init
        (atLocation agent1 loc_bar_3_bar__minus_9_bar_3_bar_30)
        (receptacleType Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__plus_00_dot_38 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__plus_00_dot_38 loc_bar__minus_2_bar_0_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__plus_00_dot_38)
        (receptacleType CounterTop_bar__plus_01_dot_28_bar__plus_00_dot_95_bar__plus_00_dot_07 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_28_bar__plus_00_dot_95_bar__plus_00_dot_07 loc_bar_2_bar_1_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_01_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_67 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_67 loc_bar__minus_2_bar_0_bar_2_bar_30)
        (receptacleType DiningTable_bar__plus_01_dot_19_bar__plus_00_dot_92_bar__plus_02_dot_48 DiningTableType)
        (receptacleAtLocation DiningTable_bar__plus_01_dot_19_bar__plus_00_dot_92_bar__plus_02_dot_48 loc_bar_2_bar_10_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__plus_02_dot_46 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__plus_02_dot_46 loc_bar_0_bar_10_bar_3_bar_30)
        (receptacleType Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (openable Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99)
        (receptacleType Microwave_bar__minus_01_dot_34_bar__plus_00_dot_90_bar__plus_00_dot_05 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_34_bar__plus_00_dot_90_bar__plus_00_dot_05 loc_bar__minus_2_bar_0_bar_3_bar_30)
        (openable Microwave_bar__minus_01_dot_34_bar__plus_00_dot_90_bar__plus_00_dot_05)
        (receptacleType Sink_bar__minus_00_dot_01_bar__plus_00_dot_91_bar__minus_00_dot_62_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_01_bar__plus_00_dot_91_bar__minus_00_dot_62_bar_SinkBasin loc_bar_1_bar_0_bar_2_bar_30)
        (canContain CabinetType CupType)
        (canContain CabinetType MugType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PotatoType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PotatoType)
        (canContain FridgeType CupType)
        (canContain FridgeType EggType)
        (canContain FridgeType MugType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PotatoType)
        (objectType Egg_bar__plus_02_dot_70_bar__plus_00_dot_82_bar__minus_01_dot_76 EggType)
        (inReceptacle Egg_bar__plus_02_dot_70_bar__plus_00_dot_82_bar__minus_01_dot_76 Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99)
        (objectAtLocation Egg_bar__plus_02_dot_70_bar__plus_00_dot_82_bar__minus_01_dot_76 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (pickupable Egg_bar__plus_02_dot_70_bar__plus_00_dot_82_bar__minus_01_dot_76)
        (cleanable Egg_bar__plus_02_dot_70_bar__plus_00_dot_82_bar__minus_01_dot_76)
        (heatable Egg_bar__plus_02_dot_70_bar__plus_00_dot_82_bar__minus_01_dot_76)
        (coolable Egg_bar__plus_02_dot_70_bar__plus_00_dot_82_bar__minus_01_dot_76)
        (sliceable Egg_bar__plus_02_dot_70_bar__plus_00_dot_82_bar__minus_01_dot_76)
        (objectType Egg_bar__plus_01_dot_60_bar__plus_01_dot_11_bar__plus_01_dot_80 EggType)
        (inReceptacle Egg_bar__plus_01_dot_60_bar__plus_01_dot_11_bar__plus_01_dot_80 DiningTable_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__plus_02_dot_46)
        (objectAtLocation Egg_bar__plus_01_dot_60_bar__plus_01_dot_11_bar__plus_01_dot_80 loc_bar_0_bar_10_bar_3_bar_30)
        (pickupable Egg_bar__plus_01_dot_60_bar__plus_01_dot_11_bar__plus_01_dot_80)
        (cleanable Egg_bar__plus_01_dot_60_bar__plus_01_dot_11_bar__plus_01_dot_80)
        (heatable Egg_bar__plus_01_dot_60_bar__plus_01_dot_11_bar__plus_01_dot_80)
        (coolable Egg_bar__plus_01_dot_60_bar__plus_01_dot_11_bar__plus_01_dot_80)
        (sliceable Egg_bar__plus_01_dot_60_bar__plus_01_dot_11_bar__plus_01_dot_80)
        (objectType ButterKnife_bar__minus_00_dot_08_bar__plus_01_dot_24_bar__minus_00_dot_59 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_00_dot_08_bar__plus_01_dot_24_bar__minus_00_dot_59 DiningTable_bar__plus_01_dot_19_bar__plus_00_dot_92_bar__plus_02_dot_48)
        (objectAtLocation ButterKnife_bar__minus_00_dot_08_bar__plus_01_dot_24_bar__minus_00_dot_59 loc_bar_2_bar_10_bar_1_bar_30)
        (pickupable ButterKnife_bar__minus_00_dot_08_bar__plus_01_dot_24_bar__minus_00_dot_59)
        (cleanable ButterKnife_bar__minus_00_dot_08_bar__plus_01_dot_24_bar__minus_00_dot_59)
        (objectType Cup_bar__plus_01_dot_57_bar__plus_00_dot_25_bar__plus_01_dot_35 CupType)
        (inReceptacle Cup_bar__plus_01_dot_57_bar__plus_00_dot_25_bar__plus_01_dot_35 Microwave_bar__minus_01_dot_34_bar__plus_00_dot_90_bar__plus_00_dot_05)
        (objectAtLocation Cup_bar__plus_01_dot_57_bar__plus_00_dot_25_bar__plus_01_dot_35 loc_bar__minus_2_bar_0_bar_3_bar_30)
        (pickupable Cup_bar__plus_01_dot_57_bar__plus_00_dot_25_bar__plus_01_dot_35)
        (cleanable Cup_bar__plus_01_dot_57_bar__plus_00_dot_25_bar__plus_01_dot_35)
        (heatable Cup_bar__plus_01_dot_57_bar__plus_00_dot_25_bar__plus_01_dot_35)
        (coolable Cup_bar__plus_01_dot_57_bar__plus_00_dot_25_bar__plus_01_dot_35)
        (isReceptacleObject Cup_bar__plus_01_dot_57_bar__plus_00_dot_25_bar__plus_01_dot_35)
        (objectType Fork_bar__minus_00_dot_96_bar__plus_00_dot_46_bar__minus_00_dot_14 ForkType)
        (inReceptacle Fork_bar__minus_00_dot_96_bar__plus_00_dot_46_bar__minus_00_dot_14 DiningTable_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__plus_02_dot_46)
        (objectAtLocation Fork_bar__minus_00_dot_96_bar__plus_00_dot_46_bar__minus_00_dot_14 loc_bar_0_bar_10_bar_3_bar_30)
        (pickupable Fork_bar__minus_00_dot_96_bar__plus_00_dot_46_bar__minus_00_dot_14)
        (cleanable Fork_bar__minus_00_dot_96_bar__plus_00_dot_46_bar__minus_00_dot_14)
        (objectType Mug_bar__minus_01_dot_68_bar__plus_00_dot_73_bar__plus_01_dot_54 MugType)
        (inReceptacle Mug_bar__minus_01_dot_68_bar__plus_00_dot_73_bar__plus_01_dot_54 DiningTable_bar__plus_01_dot_19_bar__plus_00_dot_92_bar__plus_02_dot_48)
        (objectAtLocation Mug_bar__minus_01_dot_68_bar__plus_00_dot_73_bar__plus_01_dot_54 loc_bar_2_bar_10_bar_1_bar_30)
        (pickupable Mug_bar__minus_01_dot_68_bar__plus_00_dot_73_bar__plus_01_dot_54)
        (cleanable Mug_bar__minus_01_dot_68_bar__plus_00_dot_73_bar__plus_01_dot_54)
        (heatable Mug_bar__minus_01_dot_68_bar__plus_00_dot_73_bar__plus_01_dot_54)
        (coolable Mug_bar__minus_01_dot_68_bar__plus_00_dot_73_bar__plus_01_dot_54)
        (isReceptacleObject Mug_bar__minus_01_dot_68_bar__plus_00_dot_73_bar__plus_01_dot_54)
        (objectType Potato_bar__plus_00_dot_38_bar__plus_00_dot_74_bar__plus_00_dot_98 PotatoType)
        (inReceptacle Potato_bar__plus_00_dot_38_bar__plus_00_dot_74_bar__plus_00_dot_98 Microwave_bar__minus_01_dot_34_bar__plus_00_dot_90_bar__plus_00_dot_05)
        (objectAtLocation Potato_bar__plus_00_dot_38_bar__plus_00_dot_74_bar__plus_00_dot_98 loc_bar__minus_2_bar_0_bar_3_bar_30)
        (pickupable Potato_bar__plus_00_dot_38_bar__plus_00_dot_74_bar__plus_00_dot_98)
        (cleanable Potato_bar__plus_00_dot_38_bar__plus_00_dot_74_bar__plus_00_dot_98)
        (heatable Potato_bar__plus_00_dot_38_bar__plus_00_dot_74_bar__plus_00_dot_98)
        (coolable Potato_bar__plus_00_dot_38_bar__plus_00_dot_74_bar__plus_00_dot_98)
        (sliceable Potato_bar__plus_00_dot_38_bar__plus_00_dot_74_bar__plus_00_dot_98)
        (objectType Potato_bar__plus_01_dot_35_bar__plus_00_dot_48_bar__plus_01_dot_82 PotatoType)
        (inReceptacle Potato_bar__plus_01_dot_35_bar__plus_00_dot_48_bar__plus_01_dot_82 Sink_bar__minus_00_dot_01_bar__plus_00_dot_91_bar__minus_00_dot_62_bar_SinkBasin)
        (objectAtLocation Potato_bar__plus_01_dot_35_bar__plus_00_dot_48_bar__plus_01_dot_82 loc_bar_1_bar_0_bar_2_bar_30)
        (pickupable Potato_bar__plus_01_dot_35_bar__plus_00_dot_48_bar__plus_01_dot_82)
        (cleanable Potato_bar__plus_01_dot_35_bar__plus_00_dot_48_bar__plus_01_dot_82)
        (heatable Potato_bar__plus_01_dot_35_bar__plus_00_dot_48_bar__plus_01_dot_82)
        (coolable Potato_bar__plus_01_dot_35_bar__plus_00_dot_48_bar__plus_01_dot_82)
        (sliceable Potato_bar__plus_01_dot_35_bar__plus_00_dot_48_bar__plus_01_dot_82)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r MicrowaveType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
