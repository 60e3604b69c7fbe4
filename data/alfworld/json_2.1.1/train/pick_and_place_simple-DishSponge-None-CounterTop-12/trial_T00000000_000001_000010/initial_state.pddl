(define (problem plan_trial_T00000000_000001_000010)
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
        DishSpongeType - otype
        ForkType - otype
        KnifeType - otype
        PepperShakerType - otype
        PotType - otype
        PotatoType - otype
        SpatulaType - otype
        SpoonType - otype
        TomatoType - otype
        DishSponge_bar__plus_01_dot_19_bar__plus_00_dot_61_bar__minus_00_dot_90 - object
        DishSponge_bar__plus_01_dot_67_bar__plus_00_dot_89_bar__minus_00_dot_38 - object
        DishSponge_bar__plus_01_dot_31_bar__plus_01_dot_24_bar__plus_01_dot_53 - object
        Bowl_bar__minus_01_dot_32_bar__plus_00_dot_14_bar__minus_02_dot_44 - object
        Fork_bar__plus_00_dot_33_bar__plus_01_dot_33_bar__plus_02_dot_13 - object
        Fork_bar__minus_01_dot_70_bar__plus_00_dot_84_bar__plus_00_dot_35 - object
        PepperShaker_bar__plus_01_dot_78_bar__plus_00_dot_25_bar__minus_02_dot_17 - object
        Pot_bar__minus_00_dot_23_bar__plus_01_dot_46_bar__minus_00_dot_52 - object
        Pot_bar__minus_02_dot_94_bar__plus_00_dot_72_bar__plus_01_dot_44 - object
        Potato_bar__minus_00_dot_89_bar__plus_00_dot_31_bar__minus_00_dot_72 - object
        Spatula_bar__plus_00_dot_16_bar__plus_00_dot_52_bar__minus_01_dot_19 - object
        Spatula_bar__plus_00_dot_05_bar__plus_00_dot_62_bar__minus_02_dot_54 - object
        Spoon_bar__minus_02_dot_25_bar__plus_00_dot_89_bar__plus_01_dot_09 - object
        Tomato_bar__plus_01_dot_13_bar__plus_01_dot_25_bar__plus_00_dot_47 - object
        Tomato_bar__minus_01_dot_31_bar__plus_00_dot_31_bar__plus_01_dot_43 - object
        Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_00_dot_63 - receptacle
        Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_55_bar__plus_00_dot_59 - receptacle
        Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_01_dot_21 - receptacle
        Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08 - receptacle
        Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63 - receptacle
        Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33 - receptacle
        CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31 - receptacle
        Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92 - receptacle
        loc_bar_0_bar__minus_2_bar_3_bar__minus_30 - location
        loc_bar_1_bar_5_bar_1_bar_0 - location
        loc_bar_1_bar_5_bar_1_bar_30 - location
        loc_bar_1_bar_5_bar_3_bar_30 - location
        loc_bar_1_bar_6_bar_1_bar_0 - location
        loc_bar_2_bar_1_bar_1_bar_30 - location
        loc_bar_2_bar_3_bar_1_bar_30 - location
        loc_bar_3_bar_8_bar_1_bar_30 - location
        loc_bar__minus_8_bar__minus_12_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_8_bar__minus_12_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_00_dot_63 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_00_dot_63 loc_bar_1_bar_5_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_39_bar__plus_00_dot_63)
        (receptacleType Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_55_bar__plus_00_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_55_bar__plus_00_dot_59 loc_bar_2_bar_1_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_55_bar__plus_00_dot_59)
        (receptacleType Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_01_dot_21 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_01_dot_21 loc_bar_1_bar_5_bar_1_bar_0)
        (openable Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_01_dot_21)
        (receptacleType Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08 loc_bar_1_bar_6_bar_1_bar_0)
        (openable Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08)
        (receptacleType Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63 loc_bar_1_bar_5_bar_3_bar_30)
        (openable Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63)
        (receptacleType Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33 loc_bar_0_bar__minus_2_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33)
        (receptacleType CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31 loc_bar_3_bar_8_bar_1_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92 loc_bar_2_bar_3_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType TomatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SpatulaType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BowlType)
        (canContain FridgeType PotType)
        (canContain FridgeType PotatoType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType PotatoType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType SpoonType)
        (canContain SinkBasinType TomatoType)
        (objectType DishSponge_bar__plus_01_dot_19_bar__plus_00_dot_61_bar__minus_00_dot_90 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_01_dot_19_bar__plus_00_dot_61_bar__minus_00_dot_90 Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_01_dot_21)
        (objectAtLocation DishSponge_bar__plus_01_dot_19_bar__plus_00_dot_61_bar__minus_00_dot_90 loc_bar_1_bar_5_bar_1_bar_0)
        (pickupable DishSponge_bar__plus_01_dot_19_bar__plus_00_dot_61_bar__minus_00_dot_90)
        (cleanable DishSponge_bar__plus_01_dot_19_bar__plus_00_dot_61_bar__minus_00_dot_90)
        (objectType DishSponge_bar__plus_01_dot_67_bar__plus_00_dot_89_bar__minus_00_dot_38 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_01_dot_67_bar__plus_00_dot_89_bar__minus_00_dot_38 Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_55_bar__plus_00_dot_59)
        (objectAtLocation DishSponge_bar__plus_01_dot_67_bar__plus_00_dot_89_bar__minus_00_dot_38 loc_bar_2_bar_1_bar_1_bar_30)
        (pickupable DishSponge_bar__plus_01_dot_67_bar__plus_00_dot_89_bar__minus_00_dot_38)
        (cleanable DishSponge_bar__plus_01_dot_67_bar__plus_00_dot_89_bar__minus_00_dot_38)
        (objectType DishSponge_bar__plus_01_dot_31_bar__plus_01_dot_24_bar__plus_01_dot_53 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_01_dot_31_bar__plus_01_dot_24_bar__plus_01_dot_53 Cabinet_bar__plus_01_dot_22_bar__plus_00_dot_55_bar__plus_00_dot_59)
        (objectAtLocation DishSponge_bar__plus_01_dot_31_bar__plus_01_dot_24_bar__plus_01_dot_53 loc_bar_2_bar_1_bar_1_bar_30)
        (pickupable DishSponge_bar__plus_01_dot_31_bar__plus_01_dot_24_bar__plus_01_dot_53)
        (cleanable DishSponge_bar__plus_01_dot_31_bar__plus_01_dot_24_bar__plus_01_dot_53)
        (objectType Bowl_bar__minus_01_dot_32_bar__plus_00_dot_14_bar__minus_02_dot_44 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_32_bar__plus_00_dot_14_bar__minus_02_dot_44 Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63)
        (objectAtLocation Bowl_bar__minus_01_dot_32_bar__plus_00_dot_14_bar__minus_02_dot_44 loc_bar_1_bar_5_bar_3_bar_30)
        (pickupable Bowl_bar__minus_01_dot_32_bar__plus_00_dot_14_bar__minus_02_dot_44)
        (cleanable Bowl_bar__minus_01_dot_32_bar__plus_00_dot_14_bar__minus_02_dot_44)
        (coolable Bowl_bar__minus_01_dot_32_bar__plus_00_dot_14_bar__minus_02_dot_44)
        (isReceptacleObject Bowl_bar__minus_01_dot_32_bar__plus_00_dot_14_bar__minus_02_dot_44)
        (objectType Fork_bar__plus_00_dot_33_bar__plus_01_dot_33_bar__plus_02_dot_13 ForkType)
        (inReceptacle Fork_bar__plus_00_dot_33_bar__plus_01_dot_33_bar__plus_02_dot_13 Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92)
        (objectAtLocation Fork_bar__plus_00_dot_33_bar__plus_01_dot_33_bar__plus_02_dot_13 loc_bar_2_bar_3_bar_1_bar_30)
        (pickupable Fork_bar__plus_00_dot_33_bar__plus_01_dot_33_bar__plus_02_dot_13)
        (cleanable Fork_bar__plus_00_dot_33_bar__plus_01_dot_33_bar__plus_02_dot_13)
        (objectType Fork_bar__minus_01_dot_70_bar__plus_00_dot_84_bar__plus_00_dot_35 ForkType)
        (inReceptacle Fork_bar__minus_01_dot_70_bar__plus_00_dot_84_bar__plus_00_dot_35 Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92)
        (objectAtLocation Fork_bar__minus_01_dot_70_bar__plus_00_dot_84_bar__plus_00_dot_35 loc_bar_2_bar_3_bar_1_bar_30)
        (pickupable Fork_bar__minus_01_dot_70_bar__plus_00_dot_84_bar__plus_00_dot_35)
        (cleanable Fork_bar__minus_01_dot_70_bar__plus_00_dot_84_bar__plus_00_dot_35)
        (objectType PepperShaker_bar__plus_01_dot_78_bar__plus_00_dot_25_bar__minus_02_dot_17 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_01_dot_78_bar__plus_00_dot_25_bar__minus_02_dot_17 Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92)
        (objectAtLocation PepperShaker_bar__plus_01_dot_78_bar__plus_00_dot_25_bar__minus_02_dot_17 loc_bar_2_bar_3_bar_1_bar_30)
        (pickupable PepperShaker_bar__plus_01_dot_78_bar__plus_00_dot_25_bar__minus_02_dot_17)
        (objectType Pot_bar__minus_00_dot_23_bar__plus_01_dot_46_bar__minus_00_dot_52 PotType)
        (inReceptacle Pot_bar__minus_00_dot_23_bar__plus_01_dot_46_bar__minus_00_dot_52 Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33)
        (objectAtLocation Pot_bar__minus_00_dot_23_bar__plus_01_dot_46_bar__minus_00_dot_52 loc_bar_0_bar__minus_2_bar_3_bar__minus_30)
        (pickupable Pot_bar__minus_00_dot_23_bar__plus_01_dot_46_bar__minus_00_dot_52)
        (cleanable Pot_bar__minus_00_dot_23_bar__plus_01_dot_46_bar__minus_00_dot_52)
        (coolable Pot_bar__minus_00_dot_23_bar__plus_01_dot_46_bar__minus_00_dot_52)
        (isReceptacleObject Pot_bar__minus_00_dot_23_bar__plus_01_dot_46_bar__minus_00_dot_52)
        (objectType Pot_bar__minus_02_dot_94_bar__plus_00_dot_72_bar__plus_01_dot_44 PotType)
        (inReceptacle Pot_bar__minus_02_dot_94_bar__plus_00_dot_72_bar__plus_01_dot_44 CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31)
        (objectAtLocation Pot_bar__minus_02_dot_94_bar__plus_00_dot_72_bar__plus_01_dot_44 loc_bar_3_bar_8_bar_1_bar_30)
        (pickupable Pot_bar__minus_02_dot_94_bar__plus_00_dot_72_bar__plus_01_dot_44)
        (cleanable Pot_bar__minus_02_dot_94_bar__plus_00_dot_72_bar__plus_01_dot_44)
        (coolable Pot_bar__minus_02_dot_94_bar__plus_00_dot_72_bar__plus_01_dot_44)
        (isReceptacleObject Pot_bar__minus_02_dot_94_bar__plus_00_dot_72_bar__plus_01_dot_44)
        (objectType Potato_bar__minus_00_dot_89_bar__plus_00_dot_31_bar__minus_00_dot_72 PotatoType)
        (inReceptacle Potato_bar__minus_00_dot_89_bar__plus_00_dot_31_bar__minus_00_dot_72 CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31)
        (objectAtLocation Potato_bar__minus_00_dot_89_bar__plus_00_dot_31_bar__minus_00_dot_72 loc_bar_3_bar_8_bar_1_bar_30)
        (pickupable Potato_bar__minus_00_dot_89_bar__plus_00_dot_31_bar__minus_00_dot_72)
        (cleanable Potato_bar__minus_00_dot_89_bar__plus_00_dot_31_bar__minus_00_dot_72)
        (heatable Potato_bar__minus_00_dot_89_bar__plus_00_dot_31_bar__minus_00_dot_72)
        (coolable Potato_bar__minus_00_dot_89_bar__plus_00_dot_31_bar__minus_00_dot_72)
        (sliceable Potato_bar__minus_00_dot_89_bar__plus_00_dot_31_bar__minus_00_dot_72)
        (objectType Spatula_bar__plus_00_dot_16_bar__plus_00_dot_52_bar__minus_01_dot_19 SpatulaType)
        (inReceptacle Spatula_bar__plus_00_dot_16_bar__plus_00_dot_52_bar__minus_01_dot_19 CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31)
        (objectAtLocation Spatula_bar__plus_00_dot_16_bar__plus_00_dot_52_bar__minus_01_dot_19 loc_bar_3_bar_8_bar_1_bar_30)
        (pickupable Spatula_bar__plus_00_dot_16_bar__plus_00_dot_52_bar__minus_01_dot_19)
        (cleanable Spatula_bar__plus_00_dot_16_bar__plus_00_dot_52_bar__minus_01_dot_19)
        (objectType Spatula_bar__plus_00_dot_05_bar__plus_00_dot_62_bar__minus_02_dot_54 SpatulaType)
        (inReceptacle Spatula_bar__plus_00_dot_05_bar__plus_00_dot_62_bar__minus_02_dot_54 Drawer_bar__plus_01_dot_37_bar__plus_00_dot_77_bar__plus_00_dot_92)
        (objectAtLocation Spatula_bar__plus_00_dot_05_bar__plus_00_dot_62_bar__minus_02_dot_54 loc_bar_2_bar_3_bar_1_bar_30)
        (pickupable Spatula_bar__plus_00_dot_05_bar__plus_00_dot_62_bar__minus_02_dot_54)
        (cleanable Spatula_bar__plus_00_dot_05_bar__plus_00_dot_62_bar__minus_02_dot_54)
        (objectType Spoon_bar__minus_02_dot_25_bar__plus_00_dot_89_bar__plus_01_dot_09 SpoonType)
        (inReceptacle Spoon_bar__minus_02_dot_25_bar__plus_00_dot_89_bar__plus_01_dot_09 CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31)
        (objectAtLocation Spoon_bar__minus_02_dot_25_bar__plus_00_dot_89_bar__plus_01_dot_09 loc_bar_3_bar_8_bar_1_bar_30)
        (pickupable Spoon_bar__minus_02_dot_25_bar__plus_00_dot_89_bar__plus_01_dot_09)
        (cleanable Spoon_bar__minus_02_dot_25_bar__plus_00_dot_89_bar__plus_01_dot_09)
        (objectType Tomato_bar__plus_01_dot_13_bar__plus_01_dot_25_bar__plus_00_dot_47 TomatoType)
        (inReceptacle Tomato_bar__plus_01_dot_13_bar__plus_01_dot_25_bar__plus_00_dot_47 CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31)
        (objectAtLocation Tomato_bar__plus_01_dot_13_bar__plus_01_dot_25_bar__plus_00_dot_47 loc_bar_3_bar_8_bar_1_bar_30)
        (pickupable Tomato_bar__plus_01_dot_13_bar__plus_01_dot_25_bar__plus_00_dot_47)
        (cleanable Tomato_bar__plus_01_dot_13_bar__plus_01_dot_25_bar__plus_00_dot_47)
        (heatable Tomato_bar__plus_01_dot_13_bar__plus_01_dot_25_bar__plus_00_dot_47)
        (coolable Tomato_bar__plus_01_dot_13_bar__plus_01_dot_25_bar__plus_00_dot_47)
        (sliceable Tomato_bar__plus_01_dot_13_bar__plus_01_dot_25_bar__plus_00_dot_47)
        (objectType Tomato_bar__minus_01_dot_31_bar__plus_00_dot_31_bar__plus_01_dot_43 TomatoType)
        (inReceptacle Tomato_bar__minus_01_dot_31_bar__plus_00_dot_31_bar__plus_01_dot_43 CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31)
        (objectAtLocation Tomato_bar__minus_01_dot_31_bar__plus_00_dot_31_bar__plus_01_dot_43 loc_bar_3_bar_8_bar_1_bar_30)
        (pickupable Tomato_bar__minus_01_dot_31_bar__plus_00_dot_31_bar__plus_01_dot_43)
        (cleanable Tomato_bar__minus_01_dot_31_bar__plus_00_dot_31_bar__plus_01_dot_43)
        (heatable Tomato_bar__minus_01_dot_31_bar__plus_00_dot_31_bar__plus_01_dot_43)
        (coolable Tomato_bar__minus_01_dot_31_bar__plus_00_dot_31_bar__plus_01_dot_43)
        (sliceable Tomato_bar__minus_01_dot_31_bar__plus_00_dot_31_bar__plus_01_dot_43)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o DishSpongeType)
                            (receptacleType ?r CounterTopType)
                        )
                    )
                )
            )
        )
    )
