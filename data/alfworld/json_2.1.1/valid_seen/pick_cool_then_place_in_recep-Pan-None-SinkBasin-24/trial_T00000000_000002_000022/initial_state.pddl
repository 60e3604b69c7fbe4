(define (problem plan_trial_T00000000_000002_000022)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BowlType - otype
        ButterKnifeType - otype
        EggType - otype
        KnifeType - otype
        MugType - otype
        PanType - otype
        TomatoType - otype
        Pan_bar__minus_00_dot_20_bar__plus_00_dot_47_bar__minus_02_dot_64 - object
        Bowl_bar__minus_01_dot_57_bar__plus_00_dot_41_bar__minus_01_dot_60 - object
        Bowl_bar__minus_01_dot_15_bar__plus_00_dot_15_bar__plus_02_dot_28 - object
        Egg_bar__minus_01_dot_96_bar__plus_01_dot_03_bar__plus_01_dot_51 - object
        Egg_bar__plus_01_dot_95_bar__plus_01_dot_22_bar__plus_01_dot_52 - object
        Mug_bar__minus_01_dot_40_bar__plus_00_dot_18_bar__minus_00_dot_20 - object
        Mug_bar__minus_00_dot_70_bar__plus_00_dot_71_bar__minus_01_dot_38 - object
        Tomato_bar__minus_00_dot_81_bar__plus_00_dot_96_bar__minus_00_dot_63 - object
        Cabinet_bar__minus_00_dot_42_bar__plus_01_dot_70_bar__plus_03_dot_74 - receptacle
        Cabinet_bar__minus_01_dot_97_bar__plus_00_dot_39_bar__plus_03_dot_52 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_00_dot_64_bar__plus_01_dot_68 - receptacle
        Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_17 - receptacle
        Cabinet_bar__minus_02_dot_62_bar__plus_01_dot_93_bar__plus_03_dot_73 - receptacle
        CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80 - receptacle
        Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_00_dot_98 - receptacle
        Fridge_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__plus_02_dot_13 - receptacle
        Sink_bar__minus_01_dot_70_bar__plus_00_dot_73_bar__plus_03_dot_83_bar_SinkBasin - receptacle
        loc_bar_0_bar_7_bar_2_bar_30 - location
        loc_bar__minus_3_bar_13_bar_0_bar_0 - location
        loc_bar__minus_3_bar__minus_6_bar_2_bar_30 - location
        loc_bar__minus_5_bar_10_bar_0_bar_30 - location
        loc_bar__minus_5_bar_13_bar_3_bar_30 - location
        loc_bar__minus_5_bar_8_bar_3_bar_30 - location
        loc_bar__minus_6_bar_13_bar_0_bar_30 - location
        loc_bar__minus_6_bar_13_bar_3_bar_0 - location
        loc_bar__minus_7_bar_12_bar_0_bar_30 - location
        loc_bar__minus_7_bar_9_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_3_bar__minus_6_bar_2_bar_30)
        (receptacleType Cabinet_bar__minus_00_dot_42_bar__plus_01_dot_70_bar__plus_03_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_42_bar__plus_01_dot_70_bar__plus_03_dot_74 loc_bar__minus_3_bar_13_bar_0_bar_0)
        (openable Cabinet_bar__minus_00_dot_42_bar__plus_01_dot_70_bar__plus_03_dot_74)
        (receptacleType Cabinet_bar__minus_01_dot_97_bar__plus_00_dot_39_bar__plus_03_dot_52 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_97_bar__plus_00_dot_39_bar__plus_03_dot_52 loc_bar__minus_5_bar_10_bar_0_bar_30)
        (openable Cabinet_bar__minus_01_dot_97_bar__plus_00_dot_39_bar__plus_03_dot_52)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_00_dot_64_bar__plus_01_dot_68 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_00_dot_64_bar__plus_01_dot_68 loc_bar__minus_5_bar_8_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_00_dot_64_bar__plus_01_dot_68)
        (receptacleType Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_17 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_17 loc_bar__minus_5_bar_13_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_17)
        (receptacleType Cabinet_bar__minus_02_dot_62_bar__plus_01_dot_93_bar__plus_03_dot_73 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_62_bar__plus_01_dot_93_bar__plus_03_dot_73 loc_bar__minus_6_bar_13_bar_3_bar_0)
        (openable Cabinet_bar__minus_02_dot_62_bar__plus_01_dot_93_bar__plus_03_dot_73)
        (receptacleType CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80 loc_bar__minus_7_bar_12_bar_0_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_00_dot_98 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_00_dot_98 loc_bar_0_bar_7_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_00_dot_98)
        (receptacleType Fridge_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__plus_02_dot_13 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__plus_02_dot_13 loc_bar__minus_7_bar_9_bar_3_bar_30)
        (openable Fridge_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__plus_02_dot_13)
        (receptacleType Sink_bar__minus_01_dot_70_bar__plus_00_dot_73_bar__plus_03_dot_83_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_70_bar__plus_00_dot_73_bar__plus_03_dot_83_bar_SinkBasin loc_bar__minus_6_bar_13_bar_0_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType PanType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType TomatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain FridgeType BowlType)
        (canContain FridgeType EggType)
        (canContain FridgeType MugType)
        (canContain FridgeType PanType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType TomatoType)
        (objectType Pan_bar__minus_00_dot_20_bar__plus_00_dot_47_bar__minus_02_dot_64 PanType)
        (inReceptacle Pan_bar__minus_00_dot_20_bar__plus_00_dot_47_bar__minus_02_dot_64 Cabinet_bar__minus_01_dot_97_bar__plus_00_dot_39_bar__plus_03_dot_52)
        (objectAtLocation Pan_bar__minus_00_dot_20_bar__plus_00_dot_47_bar__minus_02_dot_64 loc_bar__minus_5_bar_10_bar_0_bar_30)
        (pickupable Pan_bar__minus_00_dot_20_bar__plus_00_dot_47_bar__minus_02_dot_64)
        (cleanable Pan_bar__minus_00_dot_20_bar__plus_00_dot_47_bar__minus_02_dot_64)
        (coolable Pan_bar__minus_00_dot_20_bar__plus_00_dot_47_bar__minus_02_dot_64)
        (isReceptacleObject Pan_bar__minus_00_dot_20_bar__plus_00_dot_47_bar__minus_02_dot_64)
        (objectType Bowl_bar__minus_01_dot_57_bar__plus_00_dot_41_bar__minus_01_dot_60 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_57_bar__plus_00_dot_41_bar__minus_01_dot_60 Sink_bar__minus_01_dot_70_bar__plus_00_dot_73_bar__plus_03_dot_83_bar_SinkBasin)
        (objectAtLocation Bowl_bar__minus_01_dot_57_bar__plus_00_dot_41_bar__minus_01_dot_60 loc_bar__minus_6_bar_13_bar_0_bar_30)
        (pickupable Bowl_bar__minus_01_dot_57_bar__plus_00_dot_41_bar__minus_01_dot_60)
        (cleanable Bowl_bar__minus_01_dot_57_bar__plus_00_dot_41_bar__minus_01_dot_60)
        (coolable Bowl_bar__minus_01_dot_57_bar__plus_00_dot_41_bar__minus_01_dot_60)
        (isReceptacleObject Bowl_bar__minus_01_dot_57_bar__plus_00_dot_41_bar__minus_01_dot_60)
        (objectType Bowl_bar__minus_01_dot_15_bar__plus_00_dot_15_bar__plus_02_dot_28 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_15_bar__plus_00_dot_15_bar__plus_02_dot_28 Cabinet_bar__minus_00_dot_42_bar__plus_01_dot_70_bar__plus_03_dot_74)
        (objectAtLocation Bowl_bar__minus_01_dot_15_bar__plus_00_dot_15_bar__plus_02_dot_28 loc_bar__minus_3_bar_13_bar_0_bar_0)
        (pickupable Bowl_bar__minus_01_dot_15_bar__plus_00_dot_15_bar__plus_02_dot_28)
        (cleanable Bowl_bar__minus_01_dot_15_bar__plus_00_dot_15_bar__plus_02_dot_28)
        (coolable Bowl_bar__minus_01_dot_15_bar__plus_00_dot_15_bar__plus_02_dot_28)
        (isReceptacleObject Bowl_bar__minus_01_dot_15_bar__plus_00_dot_15_bar__plus_02_dot_28)
        (objectType Egg_bar__minus_01_dot_96_bar__plus_01_dot_03_bar__plus_01_dot_51 EggType)
        (inReceptacle Egg_bar__minus_01_dot_96_bar__plus_01_dot_03_bar__plus_01_dot_51 Fridge_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__plus_02_dot_13)
        (objectAtLocation Egg_bar__minus_01_dot_96_bar__plus_01_dot_03_bar__plus_01_dot_51 loc_bar__minus_7_bar_9_bar_3_bar_30)
        (pickupable Egg_bar__minus_01_dot_96_bar__plus_01_dot_03_bar__plus_01_dot_51)
        (cleanable Egg_bar__minus_01_dot_96_bar__plus_01_dot_03_bar__plus_01_dot_51)
        (heatable Egg_bar__minus_01_dot_96_bar__plus_01_dot_03_bar__plus_01_dot_51)
        (coolable Egg_bar__minus_01_dot_96_bar__plus_01_dot_03_bar__plus_01_dot_51)
        (sliceable Egg_bar__minus_01_dot_96_bar__plus_01_dot_03_bar__plus_01_dot_51)
        (objectType Egg_bar__plus_01_dot_95_bar__plus_01_dot_22_bar__plus_01_dot_52 EggType)
        (inReceptacle Egg_bar__plus_01_dot_95_bar__plus_01_dot_22_bar__plus_01_dot_52 CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80)
        (objectAtLocation Egg_bar__plus_01_dot_95_bar__plus_01_dot_22_bar__plus_01_dot_52 loc_bar__minus_7_bar_12_bar_0_bar_30)
        (pickupable Egg_bar__plus_01_dot_95_bar__plus_01_dot_22_bar__plus_01_dot_52)
        (cleanable Egg_bar__plus_01_dot_95_bar__plus_01_dot_22_bar__plus_01_dot_52)
        (heatable Egg_bar__plus_01_dot_95_bar__plus_01_dot_22_bar__plus_01_dot_52)
        (coolable Egg_bar__plus_01_dot_95_bar__plus_01_dot_22_bar__plus_01_dot_52)
        (sliceable Egg_bar__plus_01_dot_95_bar__plus_01_dot_22_bar__plus_01_dot_52)
        (objectType Mug_bar__minus_01_dot_40_bar__plus_00_dot_18_bar__minus_00_dot_20 MugType)
        (inReceptacle Mug_bar__minus_01_dot_40_bar__plus_00_dot_18_bar__minus_00_dot_20 CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80)
        (objectAtLocation Mug_bar__minus_01_dot_40_bar__plus_00_dot_18_bar__minus_00_dot_20 loc_bar__minus_7_bar_12_bar_0_bar_30)
        (pickupable Mug_bar__minus_01_dot_40_bar__plus_00_dot_18_bar__minus_00_dot_20)
        (cleanable Mug_bar__minus_01_dot_40_bar__plus_00_dot_18_bar__minus_00_dot_20)
        (heatable Mug_bar__minus_01_dot_40_bar__plus_00_dot_18_bar__minus_00_dot_20)
        (coolable Mug_bar__minus_01_dot_40_bar__plus_00_dot_18_bar__minus_00_dot_20)
        (isReceptacleObject Mug_bar__minus_01_dot_40_bar__plus_00_dot_18_bar__minus_00_dot_20)
        (objectType Mug_bar__minus_00_dot_70_bar__plus_00_dot_71_bar__minus_01_dot_38 MugType)
        (inReceptacle Mug_bar__minus_00_dot_70_bar__plus_00_dot_71_bar__minus_01_dot_38 Cabinet_bar__minus_01_dot_97_bar__plus_00_dot_39_bar__plus_03_dot_52)
        (objectAtLocation Mug_bar__minus_00_dot_70_bar__plus_00_dot_71_bar__minus_01_dot_38 loc_bar__minus_5_bar_10_bar_0_bar_30)
        (pickupable Mug_bar__minus_00_dot_70_bar__plus_00_dot_71_bar__minus_01_dot_38)
        (cleanable Mug_bar__minus_00_dot_70_bar__plus_00_dot_71_bar__minus_01_dot_38)
        (heatable Mug_bar__minus_00_dot_70_bar__plus_00_dot_71_bar__minus_01_dot_38)
        (coolable Mug_bar__minus_00_dot_70_bar__plus_00_dot_71_bar__minus_01_dot_38)
        (isReceptacleObject Mug_bar__minus_00_dot_70_bar__plus_00_dot_71_bar__minus_01_dot_38)
        (objectType Tomato_bar__minus_00_dot_81_bar__plus_00_dot_96_bar__minus_00_dot_63 TomatoType)
        (inReceptacle Tomato_bar__minus_00_dot_81_bar__plus_00_dot_96_bar__minus_00_dot_63 Sink_bar__minus_01_dot_70_bar__plus_00_dot_73_bar__plus_03_dot_83_bar_SinkBasin)
        (objectAtLocation Tomato_bar__minus_00_dot_81_bar__plus_00_dot_96_bar__minus_00_dot_63 loc_bar__minus_6_bar_13_bar_0_bar_30)
        (pickupable Tomato_bar__minus_00_dot_81_bar__plus_00_dot_96_bar__minus_00_dot_63)
        (cleanable Tomato_bar__minus_00_dot_81_bar__plus_00_dot_96_bar__minus_00_dot_63)
        (heatable Tomato_bar__minus_00_dot_81_bar__plus_00_dot_96_bar__minus_00_dot_63)
        (coolable Tomato_bar__minus_00_dot_81_bar__plus_00_dot_96_bar__minus_00_dot_63)
        (sliceable Tomato_bar__minus_00_dot_81_bar__plus_00_dot_96_bar__minus_00_dot_63)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PanType)
                            (receptacleType ?r SinkBasinType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
