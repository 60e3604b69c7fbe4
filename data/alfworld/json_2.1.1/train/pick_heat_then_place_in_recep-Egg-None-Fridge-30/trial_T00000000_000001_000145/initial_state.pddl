(define (problem plan_trial_T00000000_000001_000145)
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
        KnifeType - otype
        PotatoType - otype
        SpoonType - otype
        TomatoType - otype
        Egg_bar__minus_01_dot_76_bar__plus_00_dot_58_bar__minus_01_dot_05 - object
        Bread_bar__plus_01_dot_91_bar__plus_00_dot_08_bar__minus_01_dot_63 - object
        Potato_bar__minus_02_dot_09_bar__plus_00_dot_88_bar__plus_02_dot_64 - object
        Spoon_bar__minus_00_dot_02_bar__plus_00_dot_57_bar__minus_02_dot_16 - object
        Tomato_bar__plus_00_dot_66_bar__plus_00_dot_20_bar__plus_00_dot_57 - object
        Cabinet_bar__plus_02_dot_82_bar__plus_01_dot_77_bar__minus_01_dot_85 - receptacle
        Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__minus_00_dot_61 - receptacle
        Drawer_bar__plus_00_dot_38_bar__plus_00_dot_19_bar__minus_01_dot_51 - receptacle
        Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__plus_01_dot_43 - receptacle
        Drawer_bar__minus_00_dot_86_bar__plus_00_dot_39_bar__plus_01_dot_43 - receptacle
        Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_00_dot_66 - receptacle
        Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__minus_00_dot_10 - receptacle
        Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47 - receptacle
        Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43 - receptacle
        loc_bar_0_bar_1_bar_0_bar_30 - location
        loc_bar_0_bar_2_bar_0_bar_30 - location
        loc_bar_0_bar__minus_1_bar_2_bar_30 - location
        loc_bar_4_bar__minus_2_bar_2_bar_30 - location
        loc_bar_8_bar_0_bar_1_bar_30 - location
        loc_bar_8_bar__minus_5_bar_1_bar_0 - location
        loc_bar__minus_1_bar_3_bar_2_bar_30 - location
        loc_bar__minus_1_bar_5_bar_3_bar_30 - location
        loc_bar__minus_1_bar__minus_1_bar_0_bar_30 - location
        loc_bar__minus_8_bar__minus_8_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_8_bar__minus_8_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_02_dot_82_bar__plus_01_dot_77_bar__minus_01_dot_85 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_82_bar__plus_01_dot_77_bar__minus_01_dot_85 loc_bar_8_bar__minus_5_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_82_bar__plus_01_dot_77_bar__minus_01_dot_85)
        (receptacleType Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__minus_00_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__minus_00_dot_61 loc_bar_8_bar_0_bar_1_bar_30)
        (openable Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__minus_00_dot_61)
        (receptacleType Drawer_bar__plus_00_dot_38_bar__plus_00_dot_19_bar__minus_01_dot_51 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_38_bar__plus_00_dot_19_bar__minus_01_dot_51 loc_bar_0_bar__minus_1_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_38_bar__plus_00_dot_19_bar__minus_01_dot_51)
        (receptacleType Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__plus_01_dot_43 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__plus_01_dot_43 loc_bar_0_bar_1_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_86_bar__plus_00_dot_19_bar__plus_01_dot_43)
        (receptacleType Drawer_bar__minus_00_dot_86_bar__plus_00_dot_39_bar__plus_01_dot_43 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_86_bar__plus_00_dot_39_bar__plus_01_dot_43 loc_bar_0_bar_2_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_86_bar__plus_00_dot_39_bar__plus_01_dot_43)
        (receptacleType Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_00_dot_66 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_00_dot_66 loc_bar__minus_1_bar__minus_1_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__plus_00_dot_66)
        (receptacleType Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__minus_00_dot_10 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__minus_00_dot_10 loc_bar__minus_1_bar_3_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_86_bar__plus_00_dot_77_bar__minus_00_dot_10)
        (receptacleType Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47 loc_bar_4_bar__minus_2_bar_2_bar_30)
        (openable Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47)
        (receptacleType Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43 loc_bar__minus_1_bar_5_bar_3_bar_30)
        (openable Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BreadType)
        (canContain FridgeType EggType)
        (canContain FridgeType PotatoType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PotatoType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpoonType)
        (canContain SinkBasinType TomatoType)
        (objectType Egg_bar__minus_01_dot_76_bar__plus_00_dot_58_bar__minus_01_dot_05 EggType)
        (inReceptacle Egg_bar__minus_01_dot_76_bar__plus_00_dot_58_bar__minus_01_dot_05 Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43)
        (objectAtLocation Egg_bar__minus_01_dot_76_bar__plus_00_dot_58_bar__minus_01_dot_05 loc_bar__minus_1_bar_5_bar_3_bar_30)
        (pickupable Egg_bar__minus_01_dot_76_bar__plus_00_dot_58_bar__minus_01_dot_05)
        (cleanable Egg_bar__minus_01_dot_76_bar__plus_00_dot_58_bar__minus_01_dot_05)
        (heatable Egg_bar__minus_01_dot_76_bar__plus_00_dot_58_bar__minus_01_dot_05)
        (coolable Egg_bar__minus_01_dot_76_bar__plus_00_dot_58_bar__minus_01_dot_05)
        (sliceable Egg_bar__minus_01_dot_76_bar__plus_00_dot_58_bar__minus_01_dot_05)
        (objectType Bread_bar__plus_01_dot_91_bar__plus_00_dot_08_bar__minus_01_dot_63 BreadType)
        (inReceptacle Bread_bar__plus_01_dot_91_bar__plus_00_dot_08_bar__minus_01_dot_63 Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47)
        (objectAtLocation Bread_bar__plus_01_dot_91_bar__plus_00_dot_08_bar__minus_01_dot_63 loc_bar_4_bar__minus_2_bar_2_bar_30)
        (pickupable Bread_bar__plus_01_dot_91_bar__plus_00_dot_08_bar__minus_01_dot_63)
        (heatable Bread_bar__plus_01_dot_91_bar__plus_00_dot_08_bar__minus_01_dot_63)
        (coolable Bread_bar__plus_01_dot_91_bar__plus_00_dot_08_bar__minus_01_dot_63)
        (sliceable Bread_bar__plus_01_dot_91_bar__plus_00_dot_08_bar__minus_01_dot_63)
        (objectType Potato_bar__minus_02_dot_09_bar__plus_00_dot_88_bar__plus_02_dot_64 PotatoType)
        (inReceptacle Potato_bar__minus_02_dot_09_bar__plus_00_dot_88_bar__plus_02_dot_64 Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43)
        (objectAtLocation Potato_bar__minus_02_dot_09_bar__plus_00_dot_88_bar__plus_02_dot_64 loc_bar__minus_1_bar_5_bar_3_bar_30)
        (pickupable Potato_bar__minus_02_dot_09_bar__plus_00_dot_88_bar__plus_02_dot_64)
        (cleanable Potato_bar__minus_02_dot_09_bar__plus_00_dot_88_bar__plus_02_dot_64)
        (heatable Potato_bar__minus_02_dot_09_bar__plus_00_dot_88_bar__plus_02_dot_64)
        (coolable Potato_bar__minus_02_dot_09_bar__plus_00_dot_88_bar__plus_02_dot_64)
        (sliceable Potato_bar__minus_02_dot_09_bar__plus_00_dot_88_bar__plus_02_dot_64)
        (objectType Spoon_bar__minus_00_dot_02_bar__plus_00_dot_57_bar__minus_02_dot_16 SpoonType)
        (inReceptacle Spoon_bar__minus_00_dot_02_bar__plus_00_dot_57_bar__minus_02_dot_16 Drawer_bar__plus_00_dot_38_bar__plus_00_dot_19_bar__minus_01_dot_51)
        (objectAtLocation Spoon_bar__minus_00_dot_02_bar__plus_00_dot_57_bar__minus_02_dot_16 loc_bar_0_bar__minus_1_bar_2_bar_30)
        (pickupable Spoon_bar__minus_00_dot_02_bar__plus_00_dot_57_bar__minus_02_dot_16)
        (cleanable Spoon_bar__minus_00_dot_02_bar__plus_00_dot_57_bar__minus_02_dot_16)
        (objectType Tomato_bar__plus_00_dot_66_bar__plus_00_dot_20_bar__plus_00_dot_57 TomatoType)
        (inReceptacle Tomato_bar__plus_00_dot_66_bar__plus_00_dot_20_bar__plus_00_dot_57 Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47)
        (objectAtLocation Tomato_bar__plus_00_dot_66_bar__plus_00_dot_20_bar__plus_00_dot_57 loc_bar_4_bar__minus_2_bar_2_bar_30)
        (pickupable Tomato_bar__plus_00_dot_66_bar__plus_00_dot_20_bar__plus_00_dot_57)
        (cleanable Tomato_bar__plus_00_dot_66_bar__plus_00_dot_20_bar__plus_00_dot_57)
        (heatable Tomato_bar__plus_00_dot_66_bar__plus_00_dot_20_bar__plus_00_dot_57)
        (coolable Tomato_bar__plus_00_dot_66_bar__plus_00_dot_20_bar__plus_00_dot_57)
        (sliceable Tomato_bar__plus_00_dot_66_bar__plus_00_dot_20_bar__plus_00_dot_57)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r FridgeType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
