(define (problem plan_trial_T00000000_000002_000010)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        ButterKnifeType - otype
        EggType - otype
        KnifeType - otype
        SoapBottleType - otype
        SpoonType - otype
        Apple_bar__plus_01_dot_17_bar__plus_00_dot_91_bar__plus_02_dot_48 - object
        Apple_bar__minus_02_dot_81_bar__plus_00_dot_60_bar__plus_00_dot_67 - object
        ButterKnife_bar__plus_02_dot_82_bar__plus_01_dot_16_bar__minus_01_dot_13 - object
        Egg_bar__plus_02_dot_99_bar__plus_00_dot_16_bar__plus_02_dot_41 - object
        SoapBottle_bar__minus_01_dot_16_bar__plus_00_dot_64_bar__plus_02_dot_88 - object
        Spoon_bar__minus_02_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_53 - object
        Cabinet_bar__plus_00_dot_06_bar__plus_00_dot_40_bar__minus_01_dot_35 - receptacle
        Cabinet_bar__plus_00_dot_10_bar__plus_00_dot_40_bar__minus_01_dot_35 - receptacle
        Cabinet_bar__minus_00_dot_18_bar__plus_00_dot_40_bar__plus_00_dot_15 - receptacle
        Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_69_bar__minus_01_dot_65 - receptacle
        Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_35 - receptacle
        CounterTop_bar__plus_01_dot_78_bar__plus_00_dot_95_bar__plus_00_dot_46 - receptacle
        Drawer_bar__plus_00_dot_02_bar__plus_00_dot_79_bar__plus_00_dot_30 - receptacle
        Drawer_bar__minus_00_dot_15_bar__plus_00_dot_79_bar__minus_01_dot_50 - receptacle
        Drawer_bar__minus_01_dot_10_bar__plus_00_dot_79_bar__minus_01_dot_50 - receptacle
        Fridge_bar__minus_02_dot_14_bar__plus_00_dot_00_bar__minus_01_dot_69 - receptacle
        Sink_bar__plus_00_dot_71_bar__plus_00_dot_82_bar__minus_01_dot_77_bar_SinkBasin - receptacle
        loc_bar_0_bar__minus_3_bar_3_bar_30 - location
        loc_bar_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar_1_bar__minus_4_bar_2_bar_30 - location
        loc_bar_2_bar__minus_4_bar_3_bar_30 - location
        loc_bar_3_bar__minus_2_bar_2_bar_30 - location
        loc_bar_6_bar__minus_1_bar_0_bar_30 - location
        loc_bar__minus_1_bar__minus_2_bar_0_bar_30 - location
        loc_bar__minus_2_bar__minus_3_bar_0_bar_30 - location
        loc_bar__minus_2_bar__minus_4_bar_2_bar_0 - location
        loc_bar__minus_5_bar__minus_5_bar_3_bar_30 - location
        loc_bar__minus_6_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_9_bar__minus_3_bar_2_bar_0 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_5_bar__minus_5_bar_3_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_06_bar__plus_00_dot_40_bar__minus_01_dot_35 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_06_bar__plus_00_dot_40_bar__minus_01_dot_35 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (openable Cabinet_bar__plus_00_dot_06_bar__plus_00_dot_40_bar__minus_01_dot_35)
        (receptacleType Cabinet_bar__plus_00_dot_10_bar__plus_00_dot_40_bar__minus_01_dot_35 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_10_bar__plus_00_dot_40_bar__minus_01_dot_35 loc_bar_3_bar__minus_2_bar_2_bar_30)
        (openable Cabinet_bar__plus_00_dot_10_bar__plus_00_dot_40_bar__minus_01_dot_35)
        (receptacleType Cabinet_bar__minus_00_dot_18_bar__plus_00_dot_40_bar__plus_00_dot_15 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_18_bar__plus_00_dot_40_bar__plus_00_dot_15 loc_bar__minus_2_bar__minus_3_bar_0_bar_30)
        (openable Cabinet_bar__minus_00_dot_18_bar__plus_00_dot_40_bar__plus_00_dot_15)
        (receptacleType Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_69_bar__minus_01_dot_65 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_69_bar__minus_01_dot_65 loc_bar__minus_2_bar__minus_4_bar_2_bar_0)
        (openable Cabinet_bar__minus_00_dot_19_bar__plus_01_dot_69_bar__minus_01_dot_65)
        (receptacleType Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_35 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_35 loc_bar__minus_6_bar__minus_2_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_35)
        (receptacleType CounterTop_bar__plus_01_dot_78_bar__plus_00_dot_95_bar__plus_00_dot_46 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_78_bar__plus_00_dot_95_bar__plus_00_dot_46 loc_bar_6_bar__minus_1_bar_0_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_02_bar__plus_00_dot_79_bar__plus_00_dot_30 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_02_bar__plus_00_dot_79_bar__plus_00_dot_30 loc_bar__minus_1_bar__minus_2_bar_0_bar_30)
        (openable Drawer_bar__plus_00_dot_02_bar__plus_00_dot_79_bar__plus_00_dot_30)
        (receptacleType Drawer_bar__minus_00_dot_15_bar__plus_00_dot_79_bar__minus_01_dot_50 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_15_bar__plus_00_dot_79_bar__minus_01_dot_50 loc_bar_2_bar__minus_4_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_15_bar__plus_00_dot_79_bar__minus_01_dot_50)
        (receptacleType Drawer_bar__minus_01_dot_10_bar__plus_00_dot_79_bar__minus_01_dot_50 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_10_bar__plus_00_dot_79_bar__minus_01_dot_50 loc_bar_0_bar__minus_3_bar_3_bar_30)
        (openable Drawer_bar__minus_01_dot_10_bar__plus_00_dot_79_bar__minus_01_dot_50)
        (receptacleType Fridge_bar__minus_02_dot_14_bar__plus_00_dot_00_bar__minus_01_dot_69 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_14_bar__plus_00_dot_00_bar__minus_01_dot_69 loc_bar__minus_9_bar__minus_3_bar_2_bar_0)
        (openable Fridge_bar__minus_02_dot_14_bar__plus_00_dot_00_bar__minus_01_dot_69)
        (receptacleType Sink_bar__plus_00_dot_71_bar__plus_00_dot_82_bar__minus_01_dot_77_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_71_bar__plus_00_dot_82_bar__minus_01_dot_77_bar_SinkBasin loc_bar_1_bar__minus_4_bar_2_bar_30)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpoonType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType EggType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType EggType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SpoonType)
        (objectType Apple_bar__plus_01_dot_17_bar__plus_00_dot_91_bar__plus_02_dot_48 AppleType)
        (inReceptacle Apple_bar__plus_01_dot_17_bar__plus_00_dot_91_bar__plus_02_dot_48 Fridge_bar__minus_02_dot_14_bar__plus_00_dot_00_bar__minus_01_dot_69)
        (objectAtLocation Apple_bar__plus_01_dot_17_bar__plus_00_dot_91_bar__plus_02_dot_48 loc_bar__minus_9_bar__minus_3_bar_2_bar_0)
        (pickupable Apple_bar__plus_01_dot_17_bar__plus_00_dot_91_bar__plus_02_dot_48)
        (cleanable Apple_bar__plus_01_dot_17_bar__plus_00_dot_91_bar__plus_02_dot_48)
        (heatable Apple_bar__plus_01_dot_17_bar__plus_00_dot_91_bar__plus_02_dot_48)
        (coolable Apple_bar__plus_01_dot_17_bar__plus_00_dot_91_bar__plus_02_dot_48)
        (sliceable Apple_bar__plus_01_dot_17_bar__plus_00_dot_91_bar__plus_02_dot_48)
        (objectType Apple_bar__minus_02_dot_81_bar__plus_00_dot_60_bar__plus_00_dot_67 AppleType)
        (inReceptacle Apple_bar__minus_02_dot_81_bar__plus_00_dot_60_bar__plus_00_dot_67 Fridge_bar__minus_02_dot_14_bar__plus_00_dot_00_bar__minus_01_dot_69)
        (objectAtLocation Apple_bar__minus_02_dot_81_bar__plus_00_dot_60_bar__plus_00_dot_67 loc_bar__minus_9_bar__minus_3_bar_2_bar_0)
        (pickupable Apple_bar__minus_02_dot_81_bar__plus_00_dot_60_bar__plus_00_dot_67)
        (cleanable Apple_bar__minus_02_dot_81_bar__plus_00_dot_60_bar__plus_00_dot_67)
        (heatable Apple_bar__minus_02_dot_81_bar__plus_00_dot_60_bar__plus_00_dot_67)
        (coolable Apple_bar__minus_02_dot_81_bar__plus_00_dot_60_bar__plus_00_dot_67)
        (sliceable Apple_bar__minus_02_dot_81_bar__plus_00_dot_60_bar__plus_00_dot_67)
        (objectType ButterKnife_bar__plus_02_dot_82_bar__plus_01_dot_16_bar__minus_01_dot_13 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_02_dot_82_bar__plus_01_dot_16_bar__minus_01_dot_13 Drawer_bar__minus_01_dot_10_bar__plus_00_dot_79_bar__minus_01_dot_50)
        (objectAtLocation ButterKnife_bar__plus_02_dot_82_bar__plus_01_dot_16_bar__minus_01_dot_13 loc_bar_0_bar__minus_3_bar_3_bar_30)
        (pickupable ButterKnife_bar__plus_02_dot_82_bar__plus_01_dot_16_bar__minus_01_dot_13)
        (cleanable ButterKnife_bar__plus_02_dot_82_bar__plus_01_dot_16_bar__minus_01_dot_13)
        (objectType Egg_bar__plus_02_dot_99_bar__plus_00_dot_16_bar__plus_02_dot_41 EggType)
        (inReceptacle Egg_bar__plus_02_dot_99_bar__plus_00_dot_16_bar__plus_02_dot_41 Fridge_bar__minus_02_dot_14_bar__plus_00_dot_00_bar__minus_01_dot_69)
        (objectAtLocation Egg_bar__plus_02_dot_99_bar__plus_00_dot_16_bar__plus_02_dot_41 loc_bar__minus_9_bar__minus_3_bar_2_bar_0)
        (pickupable Egg_bar__plus_02_dot_99_bar__plus_00_dot_16_bar__plus_02_dot_41)
        (cleanable Egg_bar__plus_02_dot_99_bar__plus_00_dot_16_bar__plus_02_dot_41)
        (heatable Egg_bar__plus_02_dot_99_bar__plus_00_dot_16_bar__plus_02_dot_41)
        (coolable Egg_bar__plus_02_dot_99_bar__plus_00_dot_16_bar__plus_02_dot_41)
        (sliceable Egg_bar__plus_02_dot_99_bar__plus_00_dot_16_bar__plus_02_dot_41)
        (objectType SoapBottle_bar__minus_01_dot_16_bar__plus_00_dot_64_bar__plus_02_dot_88 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_16_bar__plus_00_dot_64_bar__plus_02_dot_88 Drawer_bar__minus_00_dot_15_bar__plus_00_dot_79_bar__minus_01_dot_50)
        (objectAtLocation SoapBottle_bar__minus_01_dot_16_bar__plus_00_dot_64_bar__plus_02_dot_88 loc_bar_2_bar__minus_4_bar_3_bar_30)
        (pickupable SoapBottle_bar__minus_01_dot_16_bar__plus_00_dot_64_bar__plus_02_dot_88)
        (objectType Spoon_bar__minus_02_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_53 SpoonType)
        (inReceptacle Spoon_bar__minus_02_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_53 Drawer_bar__plus_00_dot_02_bar__plus_00_dot_79_bar__plus_00_dot_30)
        (objectAtLocation Spoon_bar__minus_02_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_53 loc_bar__minus_1_bar__minus_2_bar_0_bar_30)
        (pickupable Spoon_bar__minus_02_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_53)
        (cleanable Spoon_bar__minus_02_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_53)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o AppleType)
                            (receptacleType ?r CounterTopType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
