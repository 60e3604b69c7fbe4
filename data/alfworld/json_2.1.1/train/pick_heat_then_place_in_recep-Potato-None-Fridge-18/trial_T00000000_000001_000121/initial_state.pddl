(define (problem plan_trial_T00000000_000001_000121)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BreadType - otype
        ButterKnifeType - otype
        EggType - otype
        KettleType - otype
        KnifeType - otype
        PanType - otype
        PotatoType - otype
        SpatulaType - otype
        TomatoType - otype
        Potato_bar__plus_01_dot_57_bar__plus_01_dot_43_bar__minus_02_dot_49 - object
        Potato_bar__minus_00_dot_63_bar__plus_00_dot_57_bar__plus_02_dot_02 - object
        Bread_bar__minus_00_dot_38_bar__plus_00_dot_84_bar__plus_01_dot_53 - object
        Egg_bar__plus_02_dot_59_bar__plus_00_dot_14_bar__plus_00_dot_05 - object
        Egg_bar__minus_02_dot_96_bar__plus_01_dot_12_bar__plus_01_dot_03 - object
        Kettle_bar__minus_02_dot_51_bar__plus_00_dot_89_bar__plus_02_dot_62 - object
        Kettle_bar__minus_00_dot_24_bar__plus_01_dot_48_bar__plus_02_dot_26 - object
        Pan_bar__plus_01_dot_50_bar__plus_01_dot_20_bar__minus_00_dot_48 - object
        Pan_bar__minus_00_dot_16_bar__plus_01_dot_06_bar__minus_00_dot_80 - object
        Spatula_bar__plus_00_dot_02_bar__plus_01_dot_36_bar__minus_01_dot_33 - object
        Spatula_bar__plus_00_dot_01_bar__plus_00_dot_05_bar__plus_00_dot_75 - object
        Tomato_bar__minus_00_dot_69_bar__plus_01_dot_02_bar__plus_00_dot_95 - object
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_01_dot_71 - receptacle
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_04_dot_55 - receptacle
        Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_03_dot_10 - receptacle
        Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29 - receptacle
        Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 - receptacle
        Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 - receptacle
        loc_bar_1_bar_13_bar_1_bar_30 - location
        loc_bar_1_bar_17_bar_1_bar_30 - location
        loc_bar_1_bar_6_bar_2_bar_0 - location
        loc_bar_1_bar_7_bar_1_bar_30 - location
        loc_bar_3_bar_14_bar_1_bar__minus_30 - location
        loc_bar_4_bar_22_bar_1_bar_0 - location
        loc_bar__minus_2_bar__minus_8_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_2_bar__minus_8_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_01_dot_71 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_01_dot_71 loc_bar_1_bar_7_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_01_dot_71)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_04_dot_55 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_04_dot_55 loc_bar_1_bar_17_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_04_dot_55)
        (receptacleType Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_03_dot_10 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_03_dot_10 loc_bar_3_bar_14_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_03_dot_10)
        (receptacleType Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29 loc_bar_1_bar_13_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29)
        (receptacleType Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 loc_bar_4_bar_22_bar_1_bar_0)
        (openable Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63)
        (receptacleType Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 loc_bar_1_bar_6_bar_2_bar_0)
        (openable Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26)
        (canContain CabinetType KettleType)
        (canContain CabinetType PanType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType BreadType)
        (canContain FridgeType EggType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotatoType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PotatoType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType TomatoType)
        (objectType Potato_bar__plus_01_dot_57_bar__plus_01_dot_43_bar__minus_02_dot_49 PotatoType)
        (inReceptacle Potato_bar__plus_01_dot_57_bar__plus_01_dot_43_bar__minus_02_dot_49 Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26)
        (objectAtLocation Potato_bar__plus_01_dot_57_bar__plus_01_dot_43_bar__minus_02_dot_49 loc_bar_1_bar_6_bar_2_bar_0)
        (pickupable Potato_bar__plus_01_dot_57_bar__plus_01_dot_43_bar__minus_02_dot_49)
        (cleanable Potato_bar__plus_01_dot_57_bar__plus_01_dot_43_bar__minus_02_dot_49)
        (heatable Potato_bar__plus_01_dot_57_bar__plus_01_dot_43_bar__minus_02_dot_49)
        (coolable Potato_bar__plus_01_dot_57_bar__plus_01_dot_43_bar__minus_02_dot_49)
        (sliceable Potato_bar__plus_01_dot_57_bar__plus_01_dot_43_bar__minus_02_dot_49)
        (objectType Potato_bar__minus_00_dot_63_bar__plus_00_dot_57_bar__plus_02_dot_02 PotatoType)
        (inReceptacle Potato_bar__minus_00_dot_63_bar__plus_00_dot_57_bar__plus_02_dot_02 Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26)
        (objectAtLocation Potato_bar__minus_00_dot_63_bar__plus_00_dot_57_bar__plus_02_dot_02 loc_bar_1_bar_6_bar_2_bar_0)
        (pickupable Potato_bar__minus_00_dot_63_bar__plus_00_dot_57_bar__plus_02_dot_02)
        (cleanable Potato_bar__minus_00_dot_63_bar__plus_00_dot_57_bar__plus_02_dot_02)
        (heatable Potato_bar__minus_00_dot_63_bar__plus_00_dot_57_bar__plus_02_dot_02)
        (coolable Potato_bar__minus_00_dot_63_bar__plus_00_dot_57_bar__plus_02_dot_02)
        (sliceable Potato_bar__minus_00_dot_63_bar__plus_00_dot_57_bar__plus_02_dot_02)
        (objectType Bread_bar__minus_00_dot_38_bar__plus_00_dot_84_bar__plus_01_dot_53 BreadType)
        (inReceptacle Bread_bar__minus_00_dot_38_bar__plus_00_dot_84_bar__plus_01_dot_53 Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26)
        (objectAtLocation Bread_bar__minus_00_dot_38_bar__plus_00_dot_84_bar__plus_01_dot_53 loc_bar_1_bar_6_bar_2_bar_0)
        (pickupable Bread_bar__minus_00_dot_38_bar__plus_00_dot_84_bar__plus_01_dot_53)
        (heatable Bread_bar__minus_00_dot_38_bar__plus_00_dot_84_bar__plus_01_dot_53)
        (coolable Bread_bar__minus_00_dot_38_bar__plus_00_dot_84_bar__plus_01_dot_53)
        (sliceable Bread_bar__minus_00_dot_38_bar__plus_00_dot_84_bar__plus_01_dot_53)
        (objectType Egg_bar__plus_02_dot_59_bar__plus_00_dot_14_bar__plus_00_dot_05 EggType)
        (inReceptacle Egg_bar__plus_02_dot_59_bar__plus_00_dot_14_bar__plus_00_dot_05 Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63)
        (objectAtLocation Egg_bar__plus_02_dot_59_bar__plus_00_dot_14_bar__plus_00_dot_05 loc_bar_4_bar_22_bar_1_bar_0)
        (pickupable Egg_bar__plus_02_dot_59_bar__plus_00_dot_14_bar__plus_00_dot_05)
        (cleanable Egg_bar__plus_02_dot_59_bar__plus_00_dot_14_bar__plus_00_dot_05)
        (heatable Egg_bar__plus_02_dot_59_bar__plus_00_dot_14_bar__plus_00_dot_05)
        (coolable Egg_bar__plus_02_dot_59_bar__plus_00_dot_14_bar__plus_00_dot_05)
        (sliceable Egg_bar__plus_02_dot_59_bar__plus_00_dot_14_bar__plus_00_dot_05)
        (objectType Egg_bar__minus_02_dot_96_bar__plus_01_dot_12_bar__plus_01_dot_03 EggType)
        (inReceptacle Egg_bar__minus_02_dot_96_bar__plus_01_dot_12_bar__plus_01_dot_03 Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63)
        (objectAtLocation Egg_bar__minus_02_dot_96_bar__plus_01_dot_12_bar__plus_01_dot_03 loc_bar_4_bar_22_bar_1_bar_0)
        (pickupable Egg_bar__minus_02_dot_96_bar__plus_01_dot_12_bar__plus_01_dot_03)
        (cleanable Egg_bar__minus_02_dot_96_bar__plus_01_dot_12_bar__plus_01_dot_03)
        (heatable Egg_bar__minus_02_dot_96_bar__plus_01_dot_12_bar__plus_01_dot_03)
        (coolable Egg_bar__minus_02_dot_96_bar__plus_01_dot_12_bar__plus_01_dot_03)
        (sliceable Egg_bar__minus_02_dot_96_bar__plus_01_dot_12_bar__plus_01_dot_03)
        (objectType Kettle_bar__minus_02_dot_51_bar__plus_00_dot_89_bar__plus_02_dot_62 KettleType)
        (inReceptacle Kettle_bar__minus_02_dot_51_bar__plus_00_dot_89_bar__plus_02_dot_62 Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_03_dot_10)
        (objectAtLocation Kettle_bar__minus_02_dot_51_bar__plus_00_dot_89_bar__plus_02_dot_62 loc_bar_3_bar_14_bar_1_bar__minus_30)
        (pickupable Kettle_bar__minus_02_dot_51_bar__plus_00_dot_89_bar__plus_02_dot_62)
        (cleanable Kettle_bar__minus_02_dot_51_bar__plus_00_dot_89_bar__plus_02_dot_62)
        (objectType Kettle_bar__minus_00_dot_24_bar__plus_01_dot_48_bar__plus_02_dot_26 KettleType)
        (inReceptacle Kettle_bar__minus_00_dot_24_bar__plus_01_dot_48_bar__plus_02_dot_26 Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_03_dot_10)
        (objectAtLocation Kettle_bar__minus_00_dot_24_bar__plus_01_dot_48_bar__plus_02_dot_26 loc_bar_3_bar_14_bar_1_bar__minus_30)
        (pickupable Kettle_bar__minus_00_dot_24_bar__plus_01_dot_48_bar__plus_02_dot_26)
        (cleanable Kettle_bar__minus_00_dot_24_bar__plus_01_dot_48_bar__plus_02_dot_26)
        (objectType Pan_bar__plus_01_dot_50_bar__plus_01_dot_20_bar__minus_00_dot_48 PanType)
        (inReceptacle Pan_bar__plus_01_dot_50_bar__plus_01_dot_20_bar__minus_00_dot_48 Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_01_dot_71)
        (objectAtLocation Pan_bar__plus_01_dot_50_bar__plus_01_dot_20_bar__minus_00_dot_48 loc_bar_1_bar_7_bar_1_bar_30)
        (pickupable Pan_bar__plus_01_dot_50_bar__plus_01_dot_20_bar__minus_00_dot_48)
        (cleanable Pan_bar__plus_01_dot_50_bar__plus_01_dot_20_bar__minus_00_dot_48)
        (coolable Pan_bar__plus_01_dot_50_bar__plus_01_dot_20_bar__minus_00_dot_48)
        (isReceptacleObject Pan_bar__plus_01_dot_50_bar__plus_01_dot_20_bar__minus_00_dot_48)
        (objectType Pan_bar__minus_00_dot_16_bar__plus_01_dot_06_bar__minus_00_dot_80 PanType)
        (inReceptacle Pan_bar__minus_00_dot_16_bar__plus_01_dot_06_bar__minus_00_dot_80 Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_04_dot_55)
        (objectAtLocation Pan_bar__minus_00_dot_16_bar__plus_01_dot_06_bar__minus_00_dot_80 loc_bar_1_bar_17_bar_1_bar_30)
        (pickupable Pan_bar__minus_00_dot_16_bar__plus_01_dot_06_bar__minus_00_dot_80)
        (cleanable Pan_bar__minus_00_dot_16_bar__plus_01_dot_06_bar__minus_00_dot_80)
        (coolable Pan_bar__minus_00_dot_16_bar__plus_01_dot_06_bar__minus_00_dot_80)
        (isReceptacleObject Pan_bar__minus_00_dot_16_bar__plus_01_dot_06_bar__minus_00_dot_80)
        (objectType Spatula_bar__plus_00_dot_02_bar__plus_01_dot_36_bar__minus_01_dot_33 SpatulaType)
        (inReceptacle Spatula_bar__plus_00_dot_02_bar__plus_01_dot_36_bar__minus_01_dot_33 Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29)
        (objectAtLocation Spatula_bar__plus_00_dot_02_bar__plus_01_dot_36_bar__minus_01_dot_33 loc_bar_1_bar_13_bar_1_bar_30)
        (pickupable Spatula_bar__plus_00_dot_02_bar__plus_01_dot_36_bar__minus_01_dot_33)
        (cleanable Spatula_bar__plus_00_dot_02_bar__plus_01_dot_36_bar__minus_01_dot_33)
        (objectType Spatula_bar__plus_00_dot_01_bar__plus_00_dot_05_bar__plus_00_dot_75 SpatulaType)
        (inReceptacle Spatula_bar__plus_00_dot_01_bar__plus_00_dot_05_bar__plus_00_dot_75 Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29)
        (objectAtLocation Spatula_bar__plus_00_dot_01_bar__plus_00_dot_05_bar__plus_00_dot_75 loc_bar_1_bar_13_bar_1_bar_30)
        (pickupable Spatula_bar__plus_00_dot_01_bar__plus_00_dot_05_bar__plus_00_dot_75)
        (cleanable Spatula_bar__plus_00_dot_01_bar__plus_00_dot_05_bar__plus_00_dot_75)
        (objectType Tomato_bar__minus_00_dot_69_bar__plus_01_dot_02_bar__plus_00_dot_95 TomatoType)
        (inReceptacle Tomato_bar__minus_00_dot_69_bar__plus_01_dot_02_bar__plus_00_dot_95 Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63)
        (objectAtLocation Tomato_bar__minus_00_dot_69_bar__plus_01_dot_02_bar__plus_00_dot_95 loc_bar_4_bar_22_bar_1_bar_0)
        (pickupable Tomato_bar__minus_00_dot_69_bar__plus_01_dot_02_bar__plus_00_dot_95)
        (cleanable Tomato_bar__minus_00_dot_69_bar__plus_01_dot_02_bar__plus_00_dot_95)
        (heatable Tomato_bar__minus_00_dot_69_bar__plus_01_dot_02_bar__plus_00_dot_95)
        (coolable Tomato_bar__minus_00_dot_69_bar__plus_01_dot_02_bar__plus_00_dot_95)
        (sliceable Tomato_bar__minus_00_dot_69_bar__plus_01_dot_02_bar__plus_00_dot_95)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o PotatoType)
                            (receptacleType ?r FridgeType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
